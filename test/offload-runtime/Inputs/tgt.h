/* The libomptarget ABI (LLVM 16) as the offload lowering calls it, for
   hand-written tests of the engine's offload runtime (runtimes/offload). */
#include <stdio.h>
#include <stdlib.h>

enum {
  TO = 0x1, FROM = 0x2, TOFROM = 0x3, ALWAYS = 0x4, DELETE = 0x8, PTR_AND_OBJ = 0x10,
  PARAM = 0x20, PRIVATE = 0x80, LITERAL = 0x100, IMPLICIT = 0x200, CLOSE = 0x400,
  PRESENT = 0x1000, HOLD = 0x2000
};
#define MEMBER_OF(i) ((long)(i) << 48)

typedef struct {
  int version, nargs;
  void **bases, **begins;
  long *sizes, *types;
  void **names, **mappers;
  long tripcount, flags;
  int teams[3], limit[3];
  int dyncgroupmem;
} kargs_t;

typedef struct { void *addr; char *name; long size; int flags, reserved; } entry_t;
typedef struct { int nimages; void *images; entry_t *begin, *end; } bindesc_t;
typedef struct { long addr; long len; char flags; } dep_t;

void __tgt_register_requires(long flags);
void __tgt_register_lib(bindesc_t *desc);
void __tgt_target_data_begin_mapper(void *loc, long dev, int n, void **bases, void **begins, long *sizes, long *types, void **names, void **mappers);
void __tgt_target_data_end_mapper(void *loc, long dev, int n, void **bases, void **begins, long *sizes, long *types, void **names, void **mappers);
void __tgt_target_data_update_mapper(void *loc, long dev, int n, void **bases, void **begins, long *sizes, long *types, void **names, void **mappers);
void __tgt_target_data_begin_nowait_mapper(void *loc, long dev, int n, void **bases, void **begins, long *sizes, long *types, void **names, void **mappers, int nd, void *d, int nna, void *na);
int __tgt_target_kernel(void *loc, long dev, int teams, int limit, void *host, kargs_t *args);
int __tgt_target_kernel_nowait(void *loc, long dev, int teams, int limit, void *host, kargs_t *args, int nd, void *d, int nna, void *na);
int __kmpc_omp_taskwait(void *loc, int gtid);
void __kmpc_fork_teams(void *loc, int argc, void *microtask, ...);
void __kmpc_fork_call(void *loc, int argc, void *microtask, ...);
void __kmpc_push_num_teams(void *loc, int gtid, int teams, int limit);
void __kmpc_for_static_init_4(void *loc, int gtid, int sched, int *last, int *lb, int *ub, int *st, int incr, int chunk);

void *omp_target_alloc(long size, int dev);
void omp_target_free(void *p, int dev);
void *llvm_omp_target_alloc_device(long size, int dev);
void *llvm_omp_target_alloc_host(long size, int dev);
void *llvm_omp_target_alloc_shared(long size, int dev);
int omp_target_memcpy(void *dst, void *src, long n, long doff, long soff, int ddev, int sdev);
int omp_target_memcpy_rect(void *dst, void *src, long es, int nd, long *vol, long *doff, long *soff, long *ddim, long *sdim, int ddev, int sdev);
int omp_target_is_present(void *p, int dev);
int omp_target_associate_ptr(void *h, void *d, long size, long off, int dev);
int omp_target_disassociate_ptr(void *h, int dev);
void *omp_get_mapped_ptr(void *p, int dev);
int omp_get_num_devices(void);
int omp_get_default_device(void);
void omp_set_default_device(int);
int omp_is_initial_device(void);
int omp_get_initial_device(void);
int omp_get_team_num(void);
int omp_get_num_teams(void);
int omp_get_thread_limit(void);
int omp_get_thread_num(void);
int omp_get_num_threads(void);

/* One construct's map arrays, filled by ENTRY. */
typedef struct { int n; void *bases[8], *begins[8]; long sizes[8], types[8]; void *names[8]; } maps_t;
static void entry(maps_t *m, void *base, void *begin, long size, long type, char *name) {
  m->bases[m->n] = base; m->begins[m->n] = begin; m->sizes[m->n] = size; m->types[m->n] = type;
  m->names[m->n] = name; m->n++;
}
static void data_begin(maps_t *m) { __tgt_target_data_begin_mapper(0, -1, m->n, m->bases, m->begins, m->sizes, m->types, m->names, 0); }
static void data_end(maps_t *m) { __tgt_target_data_end_mapper(0, -1, m->n, m->bases, m->begins, m->sizes, m->types, m->names, 0); }
static void data_update(maps_t *m) { __tgt_target_data_update_mapper(0, -1, m->n, m->bases, m->begins, m->sizes, m->types, m->names, 0); }
static int launch(maps_t *m, void *kernel, int teams, int limit) {
  kargs_t k = {2, m->n, m->bases, m->begins, m->sizes, m->types, m->names, 0, 0, 0, {teams, 0, 0}, {limit, 0, 0}, 0};
  return __tgt_target_kernel(0, -1, teams, limit, kernel, &k);
}
