import { Link } from 'wouter';
import { AuthCard, LoginForm } from '@/features/auth/login.entry';

export default function LoginPage() {
  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to follow your virtual portfolio."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link href="/signup" className="font-semibold text-[#c4b5fd] underline underline-offset-4 hover:text-white">
            Create one
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
