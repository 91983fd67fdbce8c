import { lazy, Suspense, type ComponentType } from "react";
import { Route, Switch, useLocation } from "wouter";
import { FullPageSpinner } from "@/components/ui/spinner.tsx";
import { RotaVisitante } from "./rota-visitante.tsx";
import { LimiteDeErro } from "./limite-de-erro.tsx";
import { useAuth } from "@/lib/auth.tsx";

/*
 * Each screen is its own chunk: the first visit downloads only the frame and the
 * screen it opens (the forms' libraries stay out of the dashboard's way).
 */
function pagina<P extends object>(carregar: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await carregar() }));
}

/** A public screen that reads the API: its chunk and the data layer's load together. */
function paginaComDados<P extends object>(carregar: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Pagina, { ProvedorDeDados }] = await Promise.all([carregar(), import("./provedor-de-dados.tsx")]);
    function ComDados(props: P) {
      return (
        <ProvedorDeDados>
          <Pagina {...props} />
        </ProvedorDeDados>
      );
    }
    return { default: ComDados };
  });
}

const LoginPage = pagina(() => import("@/features/auth/login-page.tsx").then((m) => m.LoginPage));
const RegisterPage = pagina(() => import("@/features/auth/register-page.tsx").then((m) => m.RegisterPage));
const EsqueciSenhaPage = pagina(() => import("@/features/auth/esqueci-senha-page.tsx").then((m) => m.EsqueciSenhaPage));
const RedefinirSenhaPage = pagina(() => import("@/features/auth/redefinir-senha-page.tsx").then((m) => m.RedefinirSenhaPage));
const FixAuthPage = pagina(() => import("@/features/auth/fix-auth-page.tsx").then((m) => m.FixAuthPage));
const NotFoundPage = pagina(() => import("@/features/not-found/not-found-page.tsx").then((m) => m.NotFoundPage));
const CadastroPage = pagina(() => import("@/features/cadastro/cadastro-page.tsx").then((m) => m.CadastroPage));
const CreditosEsgotadosPage = paginaComDados(() => import("@/features/creditos/creditos-esgotados-page.tsx").then((m) => m.CreditosEsgotadosPage));
const CreditosPage = pagina(() => import("@/features/creditos/creditos-page.tsx").then((m) => m.CreditosPage));
const DashboardPage = pagina(() => import("@/features/dashboard/dashboard-page.tsx").then((m) => m.DashboardPage));
const ClientesPage = pagina(() => import("@/features/clientes/clientes-page.tsx").then((m) => m.ClientesPage));
const NovoClientePage = pagina(() => import("@/features/clientes/novo-cliente-page.tsx").then((m) => m.NovoClientePage));
const ClientePage = pagina(() => import("@/features/clientes/cliente-page.tsx").then((m) => m.ClientePage));
const EmprestimosPage = pagina(() => import("@/features/emprestimos/emprestimos-page.tsx").then((m) => m.EmprestimosPage));
const NovoEmprestimoPage = pagina(() => import("@/features/links/novo-emprestimo-page.tsx").then((m) => m.NovoEmprestimoPage));
const CalendarioPage = pagina(() => import("@/features/calendario/calendario-page.tsx").then((m) => m.CalendarioPage));
const AtividadePage = pagina(() => import("@/features/atividade/atividade-page.tsx").then((m) => m.AtividadePage));
const ConfiguracoesPage = pagina(() => import("@/features/configuracoes/configuracoes-page.tsx").then((m) => m.ConfiguracoesPage));

/*
 * The signed-in frame is a chunk of its own (area-protegida.tsx): the public pages never load it.
 */
const AreaProtegida = pagina(() => import("./area-protegida.tsx").then((m) => m.AreaProtegida));

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
          <Route path="/fix-auth" component={FixAuthPage} />
          <Route path="/creditos-esgotados" component={CreditosEsgotadosPage} />

          <Route path="/">
            <AreaProtegida>
              <DashboardPage />
            </AreaProtegida>
          </Route>
          <Route path="/clientes">
            <AreaProtegida>
              <ClientesPage />
            </AreaProtegida>
          </Route>
          <Route path="/clientes/novo">
            <AreaProtegida>
              <NovoClientePage />
            </AreaProtegida>
          </Route>
          <Route path="/clientes/:id">
            <AreaProtegida>
              <ClientePage />
            </AreaProtegida>
          </Route>
          <Route path="/emprestimos">
            <AreaProtegida>
              <EmprestimosPage />
            </AreaProtegida>
          </Route>
          <Route path="/emprestimos/novo">
            <AreaProtegida>
              <NovoEmprestimoPage />
            </AreaProtegida>
          </Route>
          <Route path="/calendario">
            <AreaProtegida>
              <CalendarioPage />
            </AreaProtegida>
          </Route>
          <Route path="/atividade">
            <AreaProtegida>
              <AtividadePage />
            </AreaProtegida>
          </Route>
          <Route path="/configuracoes">
            <AreaProtegida>
              <ConfiguracoesPage />
            </AreaProtegida>
          </Route>
          <Route path="/creditos">
            <AreaProtegida>
              <CreditosPage />
            </AreaProtegida>
          </Route>

          <Route component={RotaNaoEncontrada} />
        </Switch>
      </Suspense>
    </LimiteDeErro>
  );
}
