import { TituloDaAba } from "@/lib/titulo.tsx";
import { useEffect, useRef, useState } from "react";
import { PageHeader } from "@/components/page-header.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { useOrigemPublica } from "./api.ts";
import { LinkGerado } from "./link-gerado.tsx";
import { LinkLista } from "./link-lista.tsx";
import { urlDoLink, type LinkCadastro } from "./link-termos.ts";
import { NovoEmprestimoForm } from "./novo-emprestimo-form.tsx";
import { BotaoVoltar } from "@/components/estados.tsx";
import { LinkSimular } from "@/components/link-simular.tsx";

/** SPEC 2 (/emprestimos/novo): generates a public sign-up link and lists the links sent. */
export function NovoEmprestimoPage() {
  const [gerado, setGerado] = useState<LinkCadastro | null>(null);
  // A new form each time: "Gerar outro link" starts from the defaults again.
  const [formulario, setFormulario] = useState(0);
  const origem = useOrigemPublica();
  const topo = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The result replaces the form: bring it into view on a phone, where the button was far below.
    if (gerado) topo.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [gerado]);

  return (
    <div ref={topo} className="grid scroll-mt-20 gap-6">
      <TituloDaAba pagina="Novo empréstimo" />
      {gerado ? null : <BotaoVoltar href="/emprestimos" />}
      <PageHeader title="Novo Empréstimo" description="Gere um link de cadastro para o cliente preencher os próprios dados." actions={<LinkSimular />} />
      {gerado ? (
        <LinkGerado
          link={gerado}
          url={urlDoLink(origem, gerado.token)}
          aoGerarOutro={() => {
            setGerado(null);
            setFormulario((n) => n + 1);
          }}
        />
      ) : (
        <Card className="max-w-5xl">
          <CardHeader>
            <CardTitle className="text-lg">Condições do empréstimo</CardTitle>
            <CardDescription>O cliente verá estas condições ao abrir o link, antes de enviar os dados.</CardDescription>
          </CardHeader>
          <CardContent>
            <NovoEmprestimoForm key={formulario} aoGerar={setGerado} />
          </CardContent>
        </Card>
      )}
      <div className="max-w-5xl">
        <LinkLista />
      </div>
    </div>
  );
}
