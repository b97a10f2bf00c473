import { AlertCircle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function PortfolioError() {
  return (
    <Card role="alert" className="mx-auto max-w-lg p-8 text-center">
      <AlertCircle className="mx-auto h-10 w-10 text-destructive" aria-hidden />
      <h2 className="mt-4 text-2xl font-bold">Error Loading Portfolio</h2>
      <p className="mt-2 text-muted-foreground">There was an error fetching your investment data. Please try again.</p>
      <Button size="lg" className="mt-6" onClick={() => window.location.reload()}>
        <RotateCw className="h-4 w-4" aria-hidden />
        Try Again
      </Button>
    </Card>
  );
}
