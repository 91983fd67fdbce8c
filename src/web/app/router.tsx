import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { Route, Switch, useLocation } from "wouter";
import { FullPageSpinner } from "@/components/ui/spinner.tsx";
import { RotaVisitante } from "./rota-visitante.tsx";
import { LimiteDeErro } from "./limite-de-erro.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { casaCom } from "./caminhos.ts";

/*
 * Each screen is its own chunk: the first visit downloads only the frame and the
 * screen it opens (the forms' libraries stay out of the dashboard's way).
 */
type Pagina<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts downloading the screen's code now, before React first renders it. */
  precarregar: () => void;
};

function pagina<P extends object>(carregar: () => Promise<ComponentType<P>>): Pagina<P> {
  // One download for both the early start and React.lazy (a failed one is retried by a reload:
  // limite-de-erro.tsx).
  let carregando: Promise<{ default: ComponentType<P> }> | undefined;
  let carregado: { default: ComponentType<P> } | undefined;
  const obter = () =>
    (carregando ??= carregar().then((componente) => {
      carregado = { default: componente };
      return carregado;
    }));
  // Code that arrived before React first asks for it is handed over at once (a thenable that
  // answers synchronously): the screen renders in the same pass instead of suspending, showing a
  // spinner and rendering again.
  const paraOReact = () => {
    const pronto = carregado;
    return pronto ? ({ then: (aceitar: (m: typeof pronto) => void) => aceitar(pronto) } as unknown as Promise<typeof pronto>) : obter();
  };
  return Object.assign(lazy(paraOReact), { precarregar: () => void obter().catch(() => undefined) });
}

/** A public screen that reads the API: its chunk and the data layer's load together. */
function paginaComDados<P extends object>(carregar: () => Promise<ComponentType<P>>) {
  return pagina(async () => {
    const [Pagina, { ProvedorDeDados }] = await Promise.all([carregar(), import("./provedor-de-dados.tsx")]);
    function ComDados(props: P) {
      return (
        <ProvedorDeDados>
          <Pagina {...props} />
        </ProvedorDeDados>
      );
    }
    return ComDados;
  });
}

const LoginPage = pagina(() => import("@/features/auth/login-page.tsx").then((m) => m.LoginPage));
const RegisterPage = pagina(() => import("@/features/auth/register-page.tsx").then((m) => m.RegisterPage));
const EsqueciSenhaPage = pagina(() => import("@/features/auth/esqueci-senha-page.tsx").then((m) => m.EsqueciSenhaPage));
const RedefinirSenhaPage = pagina(() => import("@/features/auth/redefinir-senha-page.tsx").then((m) => m.RedefinirSenhaPage));
const FixAuthPage = pagina(() => import("@/features/auth/fix-auth-page.tsx").then((m) => m.FixAuthPage));
const NotFoundPage = pagina(() => import("@/features/not-found/not-found-page.tsx").then((m) => m.NotFoundPage));
const CadastroPage = pagina(() => import("@/features/cadastro/cadastro-page.tsx").then((m) => m.CadastroPage));
const PaginaClientePage = pagina(() => import("@/features/pagina-cliente/pagina-cliente-page.tsx").then((m) => m.PaginaClientePage));
const AceitePage = pagina(() => import("@/features/aceite/aceite-page.tsx").then((m) => m.AceitePage));
const VerificarPage = pagina(() => import("@/features/verificar/verificar-page.tsx").then((m) => m.VerificarPage));
const CreditosEsgotadosPage = paginaComDados(() => import("@/features/creditos/creditos-esgotados-page.tsx").then((m) => m.CreditosEsgotadosPage));
const CreditosPage = pagina(() => import("@/features/creditos/creditos-page.tsx").then((m) => m.CreditosPage));
const DashboardPage = pagina(() => import("@/features/dashboard/dashboard-page.tsx").then((m) => m.DashboardPage));
const ClientesPage = pagina(() => import("@/features/clientes/clientes-page.tsx").then((m) => m.ClientesPage));
const NovoClientePage = pagina(() => import("@/features/clientes/novo-cliente-page.tsx").then((m) => m.NovoClientePage));
const ClientePage = pagina(() => import("@/features/clientes/cliente-page.tsx").then((m) => m.ClientePage));
const EmprestimosPage = pagina(() => import("@/features/emprestimos/emprestimos-page.tsx").then((m) => m.EmprestimosPage));
const NovoEmprestimoPage = pagina(() => import("@/features/links/novo-emprestimo-page.tsx").then((m) => m.NovoEmprestimoPage));
const ContratoDoEmprestimoPage = pagina(() => import("@/features/emprestimos/contrato-do-emprestimo-page.tsx").then((m) => m.ContratoDoEmprestimoPage));
const ContratoDoClientePage = pagina(() => import("@/features/pagina-cliente/contrato-do-cliente-page.tsx").then((m) => m.ContratoDoClientePage));
const CalendarioPage = pagina(() => import("@/features/calendario/calendario-page.tsx").then((m) => m.CalendarioPage));
const RelatoriosPage = pagina(() => import("@/features/relatorios/relatorios-page.tsx").then((m) => m.RelatoriosPage));
const CobrarHojePage = pagina(() => import("@/features/cobrar-hoje/cobrar-hoje-page.tsx").then((m) => m.CobrarHojePage));
const SimularPage = pagina(() => import("@/features/simulacao/simular-page.tsx").then((m) => m.SimularPage));
const AtividadePage = pagina(() => import("@/features/atividade/atividade-page.tsx").then((m) => m.AtividadePage));
const ConfiguracoesPage = pagina(() => import("@/features/configuracoes/configuracoes-page.tsx").then((m) => m.ConfiguracoesPage));

/*
 * The signed-in frame is a chunk of its own (area-protegida.tsx): the public pages never load it.
 */
const AreaProtegida = pagina(() => import("./area-protegida.tsx").then((m) => m.AreaProtegida));

/** The signed-in screens, in the order the paths are tried (`/clientes/novo` before `/clientes/:id`). */
const TELAS_DO_CREDOR: [string, Pagina<object>][] = [
  ["/", DashboardPage],
  ["/clientes", ClientesPage],
  ["/clientes/novo", NovoClientePage],
  ["/clientes/:id", ClientePage],
  ["/emprestimos", EmprestimosPage],
  ["/emprestimos/novo", NovoEmprestimoPage],
  ["/emprestimos/:id/contrato", ContratoDoEmprestimoPage],
  ["/calendario", CalendarioPage],
  ["/relatorios", RelatoriosPage],
  ["/cobrar-hoje", CobrarHojePage],
  ["/simular", SimularPage],
  ["/atividade", AtividadePage],
  ["/configuracoes", ConfiguracoesPage],
  ["/creditos", CreditosPage],
];

// A signed-in screen opened by its address (a bookmark, the installed app, a reload): its code
// downloads now, beside the frame's and the session's, instead of after React has rendered the
// frame (issue 12: /clientes's first rows within 1 s on a slow phone). Once per page load, and
// only for these screens: the public pages load none of it.
const telaDaCarga = TELAS_DO_CREDOR.find(([padrao]) => casaCom(padrao, window.location.pathname));

if (telaDaCarga) {
  AreaProtegida.precarregar();
  telaDaCarga[1].precarregar();
}

/** The catch-all route: a signed-in lender stays inside the app frame; a visitor sees the page alone. */
function RotaNaoEncontrada() {
  const { user, loading } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (!user) return <NotFoundPage />;
  return (
    <AreaProtegida>
      <NotFoundPage dentroDoApp />
    </AreaProtegida>
  );
}

export function AppRouter() {
  const [location] = useLocation();
  return (
    // A screen whose code cannot be fetched (offline, or removed by a deploy) shows
    // 'Tentar novamente' instead of a blank page; the frame has its own boundary inside.
    <LimiteDeErro chave={location}>
      <Suspense fallback={<FullPageSpinner />}>
        <Switch>
          <Route path="/login">
            <RotaVisitante>
              <LoginPage />
            </RotaVisitante>
          </Route>
          <Route path="/register">
            <RotaVisitante>
              <RegisterPage />
            </RotaVisitante>
          </Route>
          <Route path="/esqueci-senha">
            <RotaVisitante>
              <EsqueciSenhaPage />
            </RotaVisitante>
          </Route>
          <Route path="/redefinir-senha">
            <RotaVisitante>
              <RedefinirSenhaPage />
            </RotaVisitante>
          </Route>
          <Route path="/cadastro/:token" component={CadastroPage} />
          {/* Issue 29, point 4: the borrower reads and accepts the contract the lender sent. */}
          <Route path="/aceite/:token" component={AceitePage} />
          {/* Issue 30: the borrower's own page. */}
          <Route path="/c/:token" component={PaginaClientePage} />
          {/* Issue 42, point 7: the accepted contract as a page, the PDF one tap away. */}
          <Route path="/c/:token/emprestimos/:id/contrato" component={ContratoDoClientePage} />
          {/* Issue 29, point 5: anyone checks a document's code, signed in or not. */}
          <Route path="/verificar" component={VerificarPage} />
          <Route path="/verificar/:codigo" component={VerificarPage} />
          <Route path="/fix-auth" component={FixAuthPage} />
          <Route path="/creditos-esgotados" component={CreditosEsgotadosPage} />

          {TELAS_DO_CREDOR.map(([caminho, Tela]) => (
            // One key for all: React keeps the frame mounted while only the screen inside changes.
            <Route key="area-do-credor" path={caminho}>
              <AreaProtegida>
                <Tela />
              </AreaProtegida>
            </Route>
          ))}

          <Route component={RotaNaoEncontrada} />
        </Switch>
      </Suspense>
    </LimiteDeErro>
  );
}
