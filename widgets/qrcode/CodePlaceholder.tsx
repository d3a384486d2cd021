/** What a qrcode/barcode shows instead of a code: a dashed box with the reason, the size of the code. */
export function CodePlaceholder({ text, width, height }: { text: string; width?: number; height?: number }) {
  return (
    <div
      className="jnpf-code-placeholder"
      role="img"
      aria-label={text}
      style={{
        width: width ?? '100%',
        minHeight: height ?? 40,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: '1px dashed #d9d9d9',
        color: '#bfbfbf',
        fontSize: 12,
        padding: 4,
        textAlign: 'center',
      }}
    >
      {text}
    </div>
  );
}
