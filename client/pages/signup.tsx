import { Link } from 'wouter';
import { AuthCard, SignupForm } from '@/features/auth/signup.entry';

export default function SignupPage() {
  return (
    <AuthCard
      title="Create Your Account"
      description="Join the sandbox: back fictional music projects with virtual money, or raise funds for your own."
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className="font-semibold text-[#c4b5fd] underline underline-offset-4 hover:text-white">
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
