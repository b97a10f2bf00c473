import { Link, useSearch } from 'wouter';
import { ResetPasswordForm } from '@/features/account/reset-password.entry';
import { AuthCard } from '@/features/auth/login.entry';

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <AuthCard
      title="Choose a New Password"
      description="Every session of your account is signed out once the new password is set."
      footer={
        <Link href="/login" className="font-semibold text-[#c4b5fd] underline underline-offset-4 hover:text-white">
          Back to sign in
        </Link>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div role="alert" className="grid gap-2 text-sm">
          <p>This reset link is not valid. Please ask for a new one.</p>
          <Link href="/forgot-password" className="font-semibold text-[#c4b5fd] underline underline-offset-4">
            Ask for a new link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
