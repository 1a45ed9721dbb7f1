import { useRef, useState, type RefObject } from 'react';

/** What a dialog loaded on demand receives from the button that opens it. */
export interface DialogOnDemandProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back to it on close: it is not a Radix trigger. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A dialog whose code (Radix included) is fetched when it is first opened, not with the page.
 * Once opened it stays mounted, so that closing it runs as Radix means it to.
 */
export function useDialogOnDemand() {
  const [isOpen, setIsOpen] = useState(false);
  const [isMounted, setIsMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const openDialog = () => {
    setIsMounted(true);
    setIsOpen(true);
  };
  const dialogProps: DialogOnDemandProps = { open: isOpen, onOpenChange: setIsOpen, triggerRef };
  return { isOpen, setIsOpen, isMounted, openDialog, triggerRef, dialogProps };
}
