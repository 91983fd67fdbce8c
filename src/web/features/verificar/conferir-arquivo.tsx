import { useId, useState, type ChangeEvent } from "react";
import { CircleCheck, CircleX } from "lucide-react";
import { Label } from "@/components/ui/label.tsx";

/** The file's SHA-256 in lowercase hex, computed by the browser (Web Crypto): the file never leaves the device. */
export async function sha256DoArquivo(arquivo: Blob): Promise<string> {
  const resumo = await crypto.subtle.digest("SHA-256", await arquivo.arrayBuffer());
  return Array.from(new Uint8Array(resumo), (b) => b.toString(16).padStart(2, "0")).join("");
}

type Estado = { fase: "vazio" } | { fase: "calculando" } | { fase: "pronto"; nome: string; sha256: string } | { fase: "erro" };

/**
 * Issue 42, point 2: how anyone checks a document against the SHA-256 it names. For a contract,
 * the file to check is 'Contrato como foi aceito' (the certificate prints its hash; the certified
 * PDF holds its pages but is another file). Any SHA-256 tool gives the same value; the page also
 * computes it here, in the browser, from a file the visitor picks, and says whether it matches.
 */
export function ConferirArquivo({ esperado, contrato }: { esperado?: string; contrato: boolean }) {
  const id = useId();
  const [estado, setEstado] = useState<Estado>({ fase: "vazio" });
  const escolher = async (evento: ChangeEvent<HTMLInputElement>) => {
    const arquivo = evento.target.files?.[0];
    if (!arquivo) return;
    setEstado({ fase: "calculando" });
    try {
      setEstado({ fase: "pronto", nome: arquivo.name, sha256: await sha256DoArquivo(arquivo) });
    } catch {
      setEstado({ fase: "erro" });
    }
  };
  const confere = estado.fase === "pronto" && esperado ? estado.sha256 === esperado.toLowerCase() : null;
  return (
    <section aria-labelledby={`${id}-titulo`} className="grid gap-2 text-sm" data-testid="conferir-arquivo">
      <h2 id={`${id}-titulo`} className="font-semibold">
        Como conferir o arquivo
      </h2>
      {contrato ? (
        <p className="text-muted-foreground">
          O certificado de aceite imprime o SHA-256 do arquivo &lsquo;Contrato como foi aceito&rsquo;: o contrato exatamente como o devedor o viu. Baixe esse
          arquivo na página do contrato (do credor ou do cliente) ou pelo link do aceite e calcule o SHA-256 dele: se der o valor impresso, o contrato não foi
          alterado. O PDF com o certificado contém as mesmas páginas, mas é outro arquivo, com outro SHA-256.
        </p>
      ) : (
        <p className="text-muted-foreground">Calcule o SHA-256 do arquivo que você recebeu: se der o valor acima, ele não foi alterado.</p>
      )}
      <p className="text-muted-foreground">
        No computador: <code className="font-mono text-xs">sha256sum arquivo.pdf</code> (Linux),{" "}
        <code className="font-mono text-xs">shasum -a 256 arquivo.pdf</code> (macOS) ou{" "}
        <code className="font-mono text-xs">certutil -hashfile arquivo.pdf SHA256</code> (Windows). Ou escolha o arquivo aqui: o cálculo é feito neste aparelho,
        o arquivo não é enviado.
      </p>
      <Label htmlFor={`${id}-arquivo`}>Arquivo para conferir</Label>
      <input
        id={`${id}-arquivo`}
        type="file"
        accept="application/pdf,.pdf"
        onChange={(e) => void escolher(e)}
        className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-2"
        data-testid="arquivo-para-conferir"
      />
      {estado.fase === "calculando" ? <p aria-live="polite">Calculando...</p> : null}
      {estado.fase === "erro" ? (
        <p role="alert" className="text-destructive">
          Não foi possível ler o arquivo. Tente de novo.
        </p>
      ) : null}
      {estado.fase === "pronto" ? (
        <div className="grid gap-1" aria-live="polite" data-testid="sha256-calculado">
          <p>
            SHA-256 de {estado.nome}: <span className="font-mono text-xs break-all">{estado.sha256}</span>
          </p>
          {confere === true ? (
            <p className="flex items-center gap-1 font-medium text-success" data-testid="arquivo-confere">
              <CircleCheck aria-hidden="true" className="size-4" /> Confere: é o arquivo deste documento, sem alteração.
            </p>
          ) : null}
          {confere === false ? (
            <p className="flex items-center gap-1 font-medium text-destructive" data-testid="arquivo-nao-confere">
              <CircleX aria-hidden="true" className="size-4" /> Não confere: este não é o arquivo deste código
              {contrato ? " (para um contrato, confira o 'Contrato como foi aceito', não o PDF com o certificado)" : ""} ou ele foi alterado.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
