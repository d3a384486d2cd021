// A module of its own so that applyLanguage can load it on demand: Formily's validator, behind the engine's
// validation rules, stays out of the login screen.
export { setEngineValidationLanguage } from '../../renderers';
