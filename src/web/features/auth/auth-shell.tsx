import { useRef, type ComponentType, type FormEventHandler, type ReactNode } from "react";
import { BellRing, HandCoins, ShieldCheck, Wallet } from "lucide-react";
import { useFocoNoTituloAoNavegar } from "@/lib/foco-na-navegacao.ts";
import { BotaoOcupado, IconeRedondo } from "@/components/estados-basicos.tsx";
import { Logo, NOME_APP } from "@/components/logo.tsx";
import { ID_CONTEUDO, PularParaConteudo } from "@/components/pular-para-conteudo.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card.tsx";

const DESTAQUES = [
  { icone: Wallet, texto: "Clientes, empréstimos e pagamentos em um só lugar." },
  { icone: BellRing, texto: "Vencimentos do dia e lembretes por WhatsApp." },
  { icone: ShieldCheck, texto: "Seus dados protegidos e separados por conta." },
];

/** The frame of the sign-in screens: a brand panel on wide screens, the form card always. */
export function AuthShell({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const conteudo = useRef<HTMLElement>(null);
  useFocoNoTituloAoNavegar(conteudo);
  return (
    <div className="grid min-h-svh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <PularParaConteudo />
      <aside className="relative hidden overflow-hidden bg-linear-to-br from-teal-700 via-teal-800 to-slate-900 p-10 text-white lg:flex lg:flex-col lg:justify-between">
        <div className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-teal-400/20 blur-3xl" aria-hidden="true" />
        <div className="pointer-events-none absolute -bottom-32 -left-16 size-96 rounded-full bg-emerald-300/10 blur-3xl" aria-hidden="true" />
        <div className="relative flex items-center gap-2.5 text-lg font-bold tracking-tight">
          <span className="flex size-9 items-center justify-center rounded-lg bg-white/15 ring-1 ring-white/25">
            <HandCoins className="size-5" aria-hidden="true" />
          </span>
          {NOME_APP}
        </div>
        <div className="relative grid max-w-md gap-6">
          <p className="text-3xl leading-tight font-semibold tracking-tight">Seus empréstimos organizados, sem planilhas.</p>
          <ul className="grid gap-4 text-teal-50/90">
            {DESTAQUES.map(({ icone: Icone, texto }) => (
              <li key={texto} className="flex items-start gap-3">
                <Icone className="mt-0.5 size-5 shrink-0 text-teal-200" aria-hidden="true" />
                <span>{texto}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-teal-100/70">Gestão de empréstimos para quem empresta com responsabilidade.</p>
      </aside>

      <main
        ref={conteudo}
        id={ID_CONTEUDO}
        tabIndex={-1}
        className="flex min-w-0 items-center justify-center bg-linear-to-b from-teal-50/60 to-background px-4 py-10 outline-none sm:px-6"
      >
        <div className="grid w-full max-w-md gap-6">
          <div className="flex justify-center lg:hidden">
            <Logo />
          </div>
          <Card className="shadow-md">
            <CardHeader className="text-center">
              <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
              {description ? <CardDescription>{description}</CardDescription> : null}
            </CardHeader>
            <CardContent>{children}</CardContent>
          </Card>
        </div>
      </main>
    </div>
  );
}

/**
 * The form of a sign-in screen: its fields, disabled while it is sent, the submit button with its
 * spinner, and what goes under it (`depois`: links to the other screens).
 */
export function FormularioDaConta({
  aoEnviar,
  enviando,
  icone,
  rotulo,
  emAndamento,
  depois,
  children,
}: {
  aoEnviar: FormEventHandler<HTMLFormElement>;
  enviando: boolean;
  icone: ReactNode;
  rotulo: string;
  emAndamento: string;
  depois?: ReactNode;
  children: ReactNode;
}) {
  return (
    // noValidate: the schema's pt-BR messages are shown under the fields, not the browser's.
    <form onSubmit={aoEnviar} noValidate className="grid gap-5">
      <fieldset disabled={enviando} className="grid gap-4">
        {children}
      </fieldset>
      <BotaoOcupado type="submit" size="lg" className="w-full" ocupado={enviando} icone={icone} emAndamento={emAndamento}>
        {rotulo}
      </BotaoOcupado>
      {depois}
    </form>
  );
}

/** A sign-in screen that only tells something (link sent, link invalid, session expired): a round icon over the text and the ways on. */
export function MensagemDaConta({
  icone,
  corDoIcone,
  children,
}: {
  icone: ComponentType<{ className?: string; "aria-hidden"?: "true" }>;
  corDoIcone: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-5">
      <div className="flex justify-center">
        <IconeRedondo icone={icone} className={corDoIcone} />
      </div>
      {children}
    </div>
  );
}
