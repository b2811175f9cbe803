import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { SOCIAL_LINKS_MAX, SOCIAL_NETWORK_RULES, SOCIAL_NETWORKS, socialLabel, SOCIAL_POSITION_LABELS, SOCIAL_POSITIONS, type SocialNetwork, type SocialPosition } from '@shared/social';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useSocialLinks } from '../hooks/use-social-links';
import { SegmentedChoice } from './segmented-choice';
import { SocialLinkList } from './social-link-list';
import { SocialNetworkIcon } from './social-network-icon';

const POSITIONS = SOCIAL_POSITIONS.map((value) => ({ value, label: SOCIAL_POSITION_LABELS[value] }));

function fieldLabel(network: SocialNetwork): string {
  if (network === 'whatsapp') return 'Número de teléfono';
  if (network === 'email') return 'Correo electrónico';
  if (network === 'website') return 'Dirección web';
  return 'Usuario o enlace';
}

/** 'Redes sociales': the row of icons under the title, its profiles in order and where it goes. */
export function SocialLinksCard() {
  const social = useSocialLinks();
  const id = useId();
  const [network, setNetwork] = useState<SocialNetwork>('instagram');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rule = SOCIAL_NETWORK_RULES[network];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (social.adding) return;
    const sent = typed;
    const result = await social.add(network, sent);
    if (result.ok) {
      // What was typed while the add was on its way is the owner's next profile: keep it.
      setTyped((current) => (current === sent ? '' : current));
      setError(null);
    } else {
      setError(result.error);
    }
  }

  return (
    <SectionCard title="Redes sociales" description="Iconos con enlace a tus perfiles, bajo el título de tu página.">
      <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate aria-label="Añadir red social">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)]">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-network`}>Red</Label>
            <Select
              value={network}
              onValueChange={(next) => {
                setNetwork(next as SocialNetwork);
                setError(null);
              }}
            >
              <SelectTrigger id={`${id}-network`} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SOCIAL_NETWORKS.map((option) => (
                  <SelectItem key={option} value={option} prefix={<SocialNetworkIcon network={option} className="size-4" />}>
                    {socialLabel(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-url`}>{fieldLabel(network)}</Label>
            <Input
              id={`${id}-url`}
              value={typed}
              placeholder={rule.placeholder}
              inputMode={network === 'whatsapp' ? 'tel' : network === 'email' ? 'email' : 'url'}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                if (error) setError(null);
              }}
            />
          </div>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" disabled={social.adding || social.full}>
            {social.adding ? <Spinner /> : <Plus aria-hidden="true" />}
            {social.adding ? 'Añadiendo...' : 'Añadir red'}
          </Button>
          {social.full && <p className="text-xs text-muted-foreground">Has llegado al máximo de {SOCIAL_LINKS_MAX} redes.</p>}
        </div>
      </form>
      <SocialLinkList links={social.links} onReorder={social.reorder} onRemove={social.remove} />
      <SegmentedChoice<SocialPosition>
        label="Posición de los iconos"
        value={social.position}
        options={POSITIONS}
        onChange={(position) => social.edit({ social_position: position }, 'immediate')}
      />
    </SectionCard>
  );
}
