import { Icon } from '../../../components/ui/icon';

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="flex items-start gap-2.5 rounded-xl border border-rose-400/30 bg-rose-500/10 px-3.5 py-3 text-sm text-rose-200">
      <Icon name="warning" className="mt-0.5 size-4.5 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
