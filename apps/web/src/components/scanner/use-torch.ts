import { type RefObject, useCallback, useState } from 'react';

const OFF = { supported: false, on: false };

/** The flashlight of the stream's camera, where the browser exposes it (Chrome on Android). */
export function useTorch(streamRef: RefObject<MediaStream | null>) {
  const [torch, setTorch] = useState(OFF);

  const resetTorch = useCallback(() => setTorch(OFF), []);

  const detectTorch = useCallback((track: MediaStreamTrack | undefined) => {
    const capabilities = (track?.getCapabilities?.() ?? {}) as { torch?: boolean };
    setTorch({ supported: capabilities.torch === true, on: false });
  }, []);

  const toggleTorch = useCallback(async () => {
    const [track] = streamRef.current?.getVideoTracks() ?? [];
    if (!track) return;
    const next = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setTorch({ supported: true, on: next });
    } catch {
      setTorch(OFF);
    }
  }, [streamRef, torch.on]);

  return { torch, resetTorch, detectTorch, toggleTorch };
}
