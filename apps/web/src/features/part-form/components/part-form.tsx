import { Alert, Box, Grid, Paper, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { can, canEditPart, completeness, partCode, partPath, STATUS } from '@yonke/domain';
import type { CurrentUser, Part } from '@yonke/domain/schemas';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PhotoGallery } from '../../../components/photo-gallery/photo-gallery';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getEditablePart, partKeys } from '../../../lib/parts';
import { roleIds } from '../../../lib/session';
import { useCreatePart } from '../api/create-part';
import { useUpdatePart } from '../api/update-part';
import { buildPayload } from '../form-values';
import { useFormReferences } from '../hooks/use-form-references';
import { usePartActions } from '../hooks/use-part-actions';
import { usePartFormState } from '../hooks/use-part-form-state';
import { usePartPhotos } from '../hooks/use-part-photos';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { LOCKS, TOASTS } from '../messages';
import { notifySync } from '../notify';
import { showSaveError } from '../save-errors';
import { CompatSection } from './compat-section';
import { ConflictAlert } from './conflict-alert';
import { CostSection } from './cost-section';
import { FormActions } from './form-actions';
import { PartFieldsPanel } from './part-fields-panel';
import classes from './part-form.module.css';
import { PartHistoryTabs } from './part-history-tabs';

export interface PartFormProps {
  part: Part | null;
  user: CurrentUser;
}

/**
 * The part edit / create screen (docs/product.md §2): photos, completeness, identifiers, title,
 * every field with its category rules, the "Administrador y Supervisor" section, description,
 * the actions, comments and activity.
 */
export function PartForm({ part, user }: PartFormProps) {
  const roles = roleIds(user);
  const adminFields = can(roles, 'adminSupervisorFields');
  const refs = useFormReferences({ adminFields });
  const form = usePartFormState(part, refs.names);
  const photos = usePartPhotos(part?.id ?? null, part?.images ?? []);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  // A new part's status as roles 1, 2, 5 chose it; null: automatic (Disponible once complete).
  const [createStatus, setCreateStatus] = useState<number | null>(null);
  const [reloading, setReloading] = useState(false);
  const conflictRef = useRef<HTMLDivElement>(null);

  const create = useCreatePart();
  const update = useUpdatePart(part?.id ?? 0);

  const { values, errors, set } = form;
  const isNew = part === null;
  const locked = part !== null && !canEditPart(roles, part.status_id);
  const lockMessage = part?.status_id === STATUS.SOLD ? LOCKS.sold : LOCKS.role;
  const companyId = part?.store.id ?? user.store.id;
  // Create mode: Marca, Modelo, Autoparte, Número de parte and Ubicación first; the rest once
  // a model is chosen.
  const showRest = !isNew || values.model_id !== null;
  const tempPhotos = isNew && photos.images.length > 0;
  const dirty = form.dirty || tempPhotos;
  const partPrefix = part ? `/inventory/autopart/${part.id}/` : null;
  const unsaved = useUnsavedChanges(dirty && !locked, {
    uploading: photos.uploading,
    samePlace: (pathname) => partPrefix !== null && pathname.startsWith(partPrefix),
  });
  const actions = usePartActions(part, { dirty: form.dirty, allowNext: unsaved.allowNext });
  // Guardar first waits for the photos still uploading ("Subiendo fotos…"): a new part's photos
  // are sent with its store call, so one still on its way would otherwise be left out.
  const [waitingPhotos, setWaitingPhotos] = useState(false);
  const savingRef = useRef(false);
  const saving = waitingPhotos || create.isPending || update.isPending;
  // save() reads the form after awaiting the uploads: what was typed meanwhile is saved too.
  const latest = useRef(form);
  latest.current = form;
  const busy = saving || actions.pending;
  const percent = completeness({ ...values, images: photos.images.length });

  async function save(andAnother = false) {
    // A ref, not `saving`: a second press arrives before the re-render that disables the button.
    if (locked || savingRef.current) return;
    savingRef.current = true;
    try {
      if (photos.isUploading()) {
        setWaitingPhotos(true);
        const { failed } = await photos.settle().finally(() => setWaitingPhotos(false));
        if (failed > 0) {
          notifyError(TOASTS.photosFailed);
          return;
        }
      }
      await submit(andAnother);
    } finally {
      savingRef.current = false;
    }
  }

  async function submit(andAnother: boolean) {
    const { baseline, values: current, version } = latest.current;
    const payload = buildPayload(baseline, current, { create: isNew, adminFields });
    try {
      if (isNew) {
        const created = await create.mutateAsync({
          ...payload,
          ...(adminFields && createStatus !== null ? { status_id: createStatus } : {}),
          images: photos.currentImages().map((image) => ({ id: image.id })),
        });
        if (andAnother) {
          notifySuccess(TOASTS.createdNext(partCode(created.id)));
          form.startAnother(current);
          photos.reset([]);
          setCreateStatus(null);
          window.scrollTo({ top: 0, behavior: 'smooth' });
          return;
        }
        notifySuccess(TOASTS.created);
        unsaved.allowNext();
        navigate(partPath('inventory', created.id, created.name));
        return;
      }
      const { autopart, sync } = await update.mutateAsync({ ...payload, version });
      form.load(autopart);
      setConflict(null);
      notifySuccess(TOASTS.updated);
      // A new name gives a new address; the page follows it once the form is clean.
      if (autopart.ml_id) notifySync(sync);
    } catch (error) {
      showSaveError(error, { setErrors: form.setErrors, setConflict, conflictRef });
    }
  }

  /** After a 409: the latest saved part replaces the edits on screen. */
  async function reload() {
    if (!part) return;
    setReloading(true);
    try {
      const latest = await getEditablePart(part.id);
      queryClient.setQueryData(partKeys.editable(part.id), latest);
      form.load(latest);
      photos.reset(latest.images);
      setConflict(null);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : 'No se pudo recargar la autoparte.');
    } finally {
      setReloading(false);
    }
  }

  const fields = { values, errors, set, disabled: locked, refs };

  return (
    <Stack gap="md" maw={1240} mx="auto" className={classes.page}>
      <Title order={1} size="h3">
        {isNew ? 'Nueva autoparte' : 'Editar autoparte'}
      </Title>
      {locked && (
        <Alert color="gray" icon={<IconLock size={18} />} data-testid="form-locked">
          {lockMessage}
        </Alert>
      )}
      {conflict && (
        <ConflictAlert ref={conflictRef} message={conflict} reloading={reloading} onReload={reload} />
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="sm" className={classes.photos}>
            <PhotoGallery
              images={photos.images}
              progress={photos.progress}
              locked={locked}
              // A new part's photo chosen once its store call has left would not go with it.
              uploadDisabled={isNew && saving}
              name={values.name}
              onUpload={photos.upload}
              onRemove={photos.remove}
              onMove={photos.move}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PartFieldsPanel
            part={part}
            fields={fields}
            roles={roles}
            companyId={companyId}
            percent={percent}
            showRest={showRest}
            photoCount={photos.images.length}
            createStatus={isNew ? { value: createStatus, onChange: setCreateStatus } : undefined}
          />
          {part && (
            <Box mt="md">
              <CompatSection partId={part.id} disabled={locked} />
            </Box>
          )}
          {part && can(roles, 'managePartCosts') && (
            <Box mt="md">
              <CostSection partId={part.id} disabled={locked} />
            </Box>
          )}
        </Grid.Col>
      </Grid>
      <FormActions
        saving={create.isPending || update.isPending}
        waitingPhotos={waitingPhotos}
        saveDisabled={locked || busy}
        saved={!isNew}
        canDelete={can(roles, 'deletePart')}
        canRepublish={part?.ml_status === 'under_review'}
        busy={busy}
        onSave={() => save()}
        onSaveAnother={() => save(true)}
        onDelete={actions.askDelete}
        onClone={actions.askClone}
        onPrint={actions.print}
        onRepublish={actions.askRepublish}
      />
      {part && <PartHistoryTabs part={part} showActivity={can(roles, 'viewActivity')} />}
    </Stack>
  );
}
