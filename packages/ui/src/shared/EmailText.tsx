// An e-mail address that may break after its "@" (and only there, unless it overflows even so), never inside the
// name or the domain: "venkata.lakshmi@" / "example.com" reads as one address; "example.co" / "m" does not.
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
