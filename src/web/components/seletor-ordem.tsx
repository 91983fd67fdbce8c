import { useId } from "react";

/** The 'Ordenar por' select of a list (issue 12): the orders the server accepts, with their labels. */
export function SeletorOrdem<T extends string>({
  ordem,
  ordens,
  rotulos,
  testId,
  aoMudar,
}: {
  ordem: T;
  ordens: readonly T[];
  rotulos: Record<T, string>;
  testId: string;
  aoMudar: (ordem: T) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Ordenar por
      </label>
      <select
        id={id}
        data-testid={testId}
        value={ordem}
        onChange={(e) => aoMudar(e.target.value as T)}
        className="h-11 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:h-9"
      >
        {ordens.map((o) => (
          <option key={o} value={o}>
            {rotulos[o]}
          </option>
        ))}
      </select>
    </div>
  );
}
