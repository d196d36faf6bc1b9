import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconQrcode } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ScannerModalProps } from './scanner-modal';

export type { ScannerError, ScannerErrorKind } from './camera-errors';
export { unlockScanSound } from './feedback';
export { ALL_SCAN_FORMATS, DEFAULT_SCAN_FORMATS, SCAN_FORMATS, type ScanFormat } from './formats';
export type { ScannerModalProps, ScanSource } from './scanner-modal';
export { useKeyboardWedge } from './use-keyboard-wedge';

const LazyScannerModal = lazy(async () => ({ default: (await import('./scanner-modal')).ScannerModal }));

/**
 * The scanner modal, loaded the first time it opens so that screens which only show the scan
 * button do not carry the camera code (and the ZXing polyfill loads later still, only if needed).
 */
export function ScannerModal(props: ScannerModalProps) {
  const [mounted, setMounted] = useState(props.opened);
  useEffect(() => {
    if (props.opened) setMounted(true);
  }, [props.opened]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyScannerModal {...props} />
    </Suspense>
  );
}

interface ScanButtonProps extends Omit<ActionIconProps, 'children'> {
  onClick: () => void;
  label?: string;
}

/**
 * The QR button that opens the scanner, the same on every screen. Its tooltip only shows on
 * devices with a mouse, and closes on click: otherwise a tap leaves it floating over the scanner.
 */
export function ScanButton({ onClick, label = 'Escanear código', size = 42, ...props }: ScanButtonProps) {
  const canHover = useMediaQuery('(hover: hover)', false, { getInitialValueInEffect: false });
  const [hovered, setHovered] = useState(false);
  return (
    <Tooltip label={label} opened={canHover && hovered}>
      <ActionIcon
        size={size}
        variant="default"
        aria-label={label}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onClick={() => {
          setHovered(false);
          onClick();
        }}
        {...props}
      >
        <IconQrcode size={22} />
      </ActionIcon>
    </Tooltip>
  );
}
