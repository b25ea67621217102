/** The camera scanner's words (English for the teacher, as the rest of the station). */
export const cameraText = {
  open: 'Scan with the camera',
  title: 'Camera',
  close: 'Close camera',
  retry: 'Try again',
  starting: 'Starting the camera…',
  loadingReader: 'Getting the barcode reader ready…',
  aim: 'Hold the barcode of a sheet inside the frame. Tap the picture to focus.',
  video: 'The camera’s picture. Tap to focus.',
  lastRead: 'Read',
  denied:
    'The camera was not allowed. Allow it in the browser’s settings, or scan with the scanner.',
  noCamera: 'No camera was found on this device. Scan with the scanner, or type the code.',
  busy: 'The camera is in use by another app. Close that app and try again, or scan with the scanner.',
  stopped: 'The camera stopped. Try again, or scan with the scanner.',
  failed: 'The camera could not be started. Try again, or scan with the scanner.',
  readerFailed:
    'The barcode reader could not be loaded. Check the connection and try again, or scan with the scanner.',
} as const;
