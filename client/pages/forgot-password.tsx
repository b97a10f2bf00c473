import { Link } from 'wouter';
import { ForgotPasswordForm } from '@/features/account/forgot-password.entry';
import { AuthCard } from '@/features/auth/login.entry';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email of your account and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link href="/login" className="font-semibold text-[#c4b5fd] underline underline-offset-4 hover:text-white">
            Sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
