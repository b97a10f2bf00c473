import { passwordStrength } from '@common/password-strength';

/** zxcvbn off the main thread: parsing its dictionaries and scoring never freezes the sign-up page. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; password: string }>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  const { id, password } = event.data;
  passwordStrength(password).then(
    (strength) => scope.postMessage({ id, strength }),
    () => scope.postMessage({ id, strength: null }),
  );
};
