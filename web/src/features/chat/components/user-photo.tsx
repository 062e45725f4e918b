import { Camera } from "lucide-react";

/** The cook's photo: its thumbnail when sent from this page, a mention when read back (it is not kept). */
export function UserPhoto({ photo }: { photo: string | true }) {
  if (photo === true)
    return (
      <span className="inline-flex items-center gap-1.5">
        <Camera aria-hidden="true" className="size-4" />
        Foto dos ingredientes
      </span>
    );
  return (
    <img src={photo} alt="Foto dos ingredientes enviada" className="h-44 w-56 rounded-xl object-cover" />
  );
}
