import Spinner from './Spinner';

export default function FullPageSpin() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100vh' }}>
      <Spinner size="large" />
    </div>
  );
}
