export * from '../../engine-core/scriptContext';
export {
  compileScript,
  defaultScriptCompiler,
  ScriptCompiler,
  isFunctionExpression,
  SCRIPT_API_NAMES,
} from './scriptCompiler';
export type { CompiledScript, ScriptFunction } from './scriptCompiler';
export { createScriptApi, createOnlineUtils, type ScriptApi, type OnlineUtils, type DeviceInfo } from './scriptApi';
export { buildRelations, clearDependents, type RelationMap, type Dependent, type RelationKind } from './relations';
export { createFormRuntime, type FormRuntime, type FormRuntimeOptions, type ScriptLogger } from './scriptRuntime';
export { attachRuntimeEffects, RUNTIME_EFFECTS_ID, type RuntimeEffectOptions } from './formEffects';
