import { notifications } from '@mantine/notifications';

// docs/product.md §9: success toasts last 1 second, every other toast 5 seconds.
export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: 1000 });
}

export function notifyWarning(message: string) {
  notifications.show({ color: 'yellow', message, autoClose: 5000 });
}

export function notifyError(message: string) {
  notifications.show({ color: 'red', message, autoClose: 5000 });
}
