import { Link } from 'wouter';
import { WayIn } from '@/components/way-in';
import { useCurrentUser } from '@/features/auth';
import { AuthCard, SignupForm } from '@/features/auth/signup.entry';
import { HaltNotice } from '@/features/halts';

export default function SignupPage() {
  const { user } = useCurrentUser();
  if (user) {
    return (
      <AuthCard
        title="You're Signed In"
        description={`You already have an account: ${user.email}.`}
        footer="To create another account, log out first from the account menu."
      >
        <WayIn className="sm:flex-col" />
      </AuthCard>
    );
  }
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
      <div className="grid gap-4">
        <HaltNotice scope="signups" />
        <SignupForm />
      </div>
    </AuthCard>
  );
}
