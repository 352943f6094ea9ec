import { useState, type DragEvent } from 'react';

/**
 * The composers' drop zone: highlighted while files are dragged over it, and handing the dropped
 * files to onFiles. Spread `handlers` on the zone and add `className` to its own class.
 */
export function useDropZone(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  return {
    className: `composer__drop${dragging ? ' composer__drop--over' : ''}`,
    handlers: {
      onDragOver(event: DragEvent) {
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave() {
        setDragging(false);
      },
      onDrop(event: DragEvent) {
        event.preventDefault();
        setDragging(false);
        onFiles([...event.dataTransfer.files]);
      },
    },
  };
}
