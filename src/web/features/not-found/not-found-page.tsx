import { FileQuestionMark } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";

/** SPEC 2: the one English screen of the product. */
export function NotFoundPage() {
  return (
    <main lang="en" className="flex min-h-svh items-center justify-center bg-muted/40 px-4">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-4">
          <div className="flex items-center gap-3">
            <FileQuestionMark className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router? The address you opened does not match any page.</p>
          <Button asChild variant="outline" className="w-fit">
            <Link href="/">Go to the home page</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
