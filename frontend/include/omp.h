/* strata's omp.h: the OpenMP 5.2 runtime library API (OpenMP 5.2, chapter
 * 18) for C, which strata-cc and strata-run read with -fopenmp instead of
 * the system compiler's (gcc 12's lacks the 5.1 device routines such as
 * omp_get_mapped_ptr). The lock types keep libgomp's sizes and alignments
 * (4 and 16 bytes), the layout strata's programs had with gcc's header,
 * so native builds against libgomp keep working; libomp accepts them too.
 * A routine the linked runtime lacks is only an error when it is called. */
#ifndef _OMP_H
#define _OMP_H 1

#ifdef __cplusplus
extern "C" {
#define __STRATA_OMP_NULL_ALLOCATOR = omp_null_allocator
#else
#define __STRATA_OMP_NULL_ALLOCATOR
#endif

typedef __SIZE_TYPE__ __strata_omp_size_t;
typedef __UINTPTR_TYPE__ omp_uintptr_t;
typedef __INTPTR_TYPE__ omp_intptr_t;

/* Locks (18.9). The contents belong to the runtime. */
typedef struct {
  unsigned char _x[4] __attribute__((__aligned__(4)));
} omp_lock_t;
typedef struct {
  unsigned char _x[8 + sizeof(void *)] __attribute__((__aligned__(sizeof(void *))));
} omp_nest_lock_t;

typedef enum omp_sched_t {
  omp_sched_static = 1,
  omp_sched_dynamic = 2,
  omp_sched_guided = 3,
  omp_sched_auto = 4,
  omp_sched_monotonic = 0x80000000U
} omp_sched_t;

typedef enum omp_proc_bind_t {
  omp_proc_bind_false = 0,
  omp_proc_bind_true = 1,
  omp_proc_bind_primary = 2,
  omp_proc_bind_master = omp_proc_bind_primary, /* deprecated in 5.1 */
  omp_proc_bind_close = 3,
  omp_proc_bind_spread = 4
} omp_proc_bind_t;

typedef enum omp_sync_hint_t {
  omp_sync_hint_none = 0,
  omp_sync_hint_uncontended = 1,
  omp_sync_hint_contended = 2,
  omp_sync_hint_nonspeculative = 4,
  omp_sync_hint_speculative = 8,
  /* the 4.5 names, deprecated in 5.0 */
  omp_lock_hint_none = omp_sync_hint_none,
  omp_lock_hint_uncontended = omp_sync_hint_uncontended,
  omp_lock_hint_contended = omp_sync_hint_contended,
  omp_lock_hint_nonspeculative = omp_sync_hint_nonspeculative,
  omp_lock_hint_speculative = omp_sync_hint_speculative
} omp_sync_hint_t;
typedef omp_sync_hint_t omp_lock_hint_t;

typedef struct __attribute__((__aligned__(sizeof(void *)))) omp_depend_t {
  char __omp_depend_t__[2 * sizeof(void *)];
} omp_depend_t;

typedef enum omp_pause_resource_t {
  omp_pause_soft = 1,
  omp_pause_hard = 2
} omp_pause_resource_t;

typedef enum omp_event_handle_t {
  __omp_event_handle_t_max__ = __UINTPTR_MAX__
} omp_event_handle_t;

/* Memory management (18.13). */
typedef enum omp_memspace_handle_t {
  omp_default_mem_space = 0,
  omp_large_cap_mem_space = 1,
  omp_const_mem_space = 2,
  omp_high_bw_mem_space = 3,
  omp_low_lat_mem_space = 4,
  /* LLVM's target memory spaces (its omp.h): pinned host, managed, device */
  llvm_omp_target_host_mem_space = 100,
  llvm_omp_target_shared_mem_space = 101,
  llvm_omp_target_device_mem_space = 102,
  __omp_memspace_handle_t_max__ = __UINTPTR_MAX__
} omp_memspace_handle_t;

typedef enum omp_allocator_handle_t {
  omp_null_allocator = 0,
  omp_default_mem_alloc = 1,
  omp_large_cap_mem_alloc = 2,
  omp_const_mem_alloc = 3,
  omp_high_bw_mem_alloc = 4,
  omp_low_lat_mem_alloc = 5,
  omp_cgroup_mem_alloc = 6,
  omp_pteam_mem_alloc = 7,
  omp_thread_mem_alloc = 8,
  /* LLVM's target allocators (its omp.h), for omp_alloc */
  llvm_omp_target_host_mem_alloc = 100,
  llvm_omp_target_shared_mem_alloc = 101,
  llvm_omp_target_device_mem_alloc = 102,
  __omp_allocator_handle_t_max__ = __UINTPTR_MAX__
} omp_allocator_handle_t;

typedef enum omp_alloctrait_key_t {
  omp_atk_sync_hint = 1,
  omp_atk_alignment = 2,
  omp_atk_access = 3,
  omp_atk_pool_size = 4,
  omp_atk_fallback = 5,
  omp_atk_fb_data = 6,
  omp_atk_pinned = 7,
  omp_atk_partition = 8
} omp_alloctrait_key_t;

typedef enum omp_alloctrait_value_t {
  omp_atv_default = (__UINTPTR_TYPE__)-1,
  omp_atv_false = 0,
  omp_atv_true = 1,
  omp_atv_contended = 3,
  omp_atv_uncontended = 4,
  omp_atv_serialized = 5,
  omp_atv_sequential = omp_atv_serialized, /* deprecated in 5.1 */
  omp_atv_private = 6,
  omp_atv_all = 7,
  omp_atv_thread = 8,
  omp_atv_pteam = 9,
  omp_atv_cgroup = 10,
  omp_atv_default_mem_fb = 11,
  omp_atv_null_fb = 12,
  omp_atv_abort_fb = 13,
  omp_atv_allocator_fb = 14,
  omp_atv_environment = 15,
  omp_atv_nearest = 16,
  omp_atv_blocked = 17,
  omp_atv_interleaved = 18
} omp_alloctrait_value_t;

typedef struct omp_alloctrait_t {
  omp_alloctrait_key_t key;
  omp_uintptr_t value;
} omp_alloctrait_t;

/* Interoperability (18.12): an opaque object and its property ids. */
typedef void *omp_interop_t;
#define omp_interop_none ((omp_interop_t)0)
typedef enum omp_interop_property_t {
  omp_ipr_fr_id = -1,
  omp_ipr_fr_name = -2,
  omp_ipr_vendor = -3,
  omp_ipr_vendor_name = -4,
  omp_ipr_device_num = -5,
  omp_ipr_platform = -6,
  omp_ipr_device = -7,
  omp_ipr_device_context = -8,
  omp_ipr_targetsync = -9,
  omp_ipr_first = -9
} omp_interop_property_t;
typedef enum omp_interop_rc_t {
  omp_irc_no_value = 1,
  omp_irc_success = 0,
  omp_irc_empty = -1,
  omp_irc_out_of_range = -2,
  omp_irc_type_int = -3,
  omp_irc_type_ptr = -4,
  omp_irc_type_str = -5,
  omp_irc_other = -6
} omp_interop_rc_t;
typedef enum omp_interop_fr_t {
  omp_ifr_cuda = 1,
  omp_ifr_cuda_driver = 2,
  omp_ifr_opencl = 3,
  omp_ifr_sycl = 4,
  omp_ifr_hip = 5,
  omp_ifr_level_zero = 6,
  omp_ifr_last = 7
} omp_interop_fr_t;

/* Control of the tool interface (18.14). */
typedef enum omp_control_tool_result_t {
  omp_control_tool_notool = -2,
  omp_control_tool_nocallback = -1,
  omp_control_tool_success = 0,
  omp_control_tool_ignored = 1
} omp_control_tool_result_t;
typedef enum omp_control_tool_t {
  omp_control_tool_start = 1,
  omp_control_tool_pause = 2,
  omp_control_tool_flush = 3,
  omp_control_tool_end = 4
} omp_control_tool_t;

/* Parallel region and thread team support (18.2). */
extern void omp_set_num_threads(int);
extern int omp_get_num_threads(void);
extern int omp_get_max_threads(void);
extern int omp_get_thread_num(void);
extern int omp_get_num_procs(void);
extern int omp_in_parallel(void);
extern void omp_set_dynamic(int);
extern int omp_get_dynamic(void);
extern int omp_get_cancellation(void);
extern void omp_set_nested(int); /* deprecated in 5.0 */
extern int omp_get_nested(void); /* deprecated in 5.0 */
extern void omp_set_schedule(omp_sched_t, int);
extern void omp_get_schedule(omp_sched_t *, int *);
extern int omp_get_thread_limit(void);
extern int omp_get_supported_active_levels(void);
extern void omp_set_max_active_levels(int);
extern int omp_get_max_active_levels(void);
extern int omp_get_level(void);
extern int omp_get_ancestor_thread_num(int);
extern int omp_get_team_size(int);
extern int omp_get_active_level(void);

/* Thread affinity (18.3). */
extern omp_proc_bind_t omp_get_proc_bind(void);
extern int omp_get_num_places(void);
extern int omp_get_place_num_procs(int);
extern void omp_get_place_proc_ids(int, int *);
extern int omp_get_place_num(void);
extern int omp_get_partition_num_places(void);
extern void omp_get_partition_place_nums(int *);
extern void omp_set_affinity_format(const char *);
extern __strata_omp_size_t omp_get_affinity_format(char *, __strata_omp_size_t);
extern void omp_display_affinity(const char *);
extern __strata_omp_size_t omp_capture_affinity(char *, __strata_omp_size_t, const char *);

/* Teams region (18.4). */
extern int omp_get_num_teams(void);
extern int omp_get_team_num(void);
extern void omp_set_num_teams(int);
extern int omp_get_max_teams(void);
extern void omp_set_teams_thread_limit(int);
extern int omp_get_teams_thread_limit(void);

/* Tasking (18.5). */
extern int omp_get_max_task_priority(void);
extern int omp_in_explicit_task(void);
extern int omp_in_final(void);

/* Resource relinquishing (18.6). */
extern int omp_pause_resource(omp_pause_resource_t, int);
extern int omp_pause_resource_all(omp_pause_resource_t);

/* Device information (18.7). */
extern void omp_set_default_device(int);
extern int omp_get_default_device(void);
extern int omp_get_num_devices(void);
extern int omp_get_device_num(void);
extern int omp_is_initial_device(void);
extern int omp_get_initial_device(void);

/* Device memory (18.8). */
extern void *omp_target_alloc(__strata_omp_size_t, int);
extern void omp_target_free(void *, int);
extern int omp_target_is_present(const void *, int);
extern int omp_target_is_accessible(const void *, __strata_omp_size_t, int);
extern int omp_target_memcpy(void *, const void *, __strata_omp_size_t, __strata_omp_size_t,
                             __strata_omp_size_t, int, int);
extern int omp_target_memcpy_rect(void *, const void *, __strata_omp_size_t, int,
                                  const __strata_omp_size_t *, const __strata_omp_size_t *,
                                  const __strata_omp_size_t *, const __strata_omp_size_t *,
                                  const __strata_omp_size_t *, int, int);
extern int omp_target_memcpy_async(void *, const void *, __strata_omp_size_t, __strata_omp_size_t,
                                   __strata_omp_size_t, int, int, int, omp_depend_t *);
extern int omp_target_memcpy_rect_async(void *, const void *, __strata_omp_size_t, int,
                                        const __strata_omp_size_t *, const __strata_omp_size_t *,
                                        const __strata_omp_size_t *, const __strata_omp_size_t *,
                                        const __strata_omp_size_t *, int, int, int, omp_depend_t *);
extern int omp_target_associate_ptr(const void *, const void *, __strata_omp_size_t,
                                    __strata_omp_size_t, int);
extern int omp_target_disassociate_ptr(const void *, int);
extern void *omp_get_mapped_ptr(const void *, int);
/* LLVM libomptarget's explicit allocators (LLVM 16 exports them; its omp.h
 * leaves them to the program to declare, with these signatures): device
 * memory, pinned host memory and managed memory, each freed with
 * omp_target_free or the matching llvm_omp_target_free_*. */
extern void *llvm_omp_target_alloc_device(__strata_omp_size_t, int);
extern void *llvm_omp_target_alloc_host(__strata_omp_size_t, int);
extern void *llvm_omp_target_alloc_shared(__strata_omp_size_t, int);
extern void llvm_omp_target_free_device(void *, int);
extern void llvm_omp_target_free_host(void *, int);
extern void llvm_omp_target_free_shared(void *, int);

/* Locks (18.9). */
extern void omp_init_lock(omp_lock_t *);
extern void omp_init_lock_with_hint(omp_lock_t *, omp_sync_hint_t);
extern void omp_destroy_lock(omp_lock_t *);
extern void omp_set_lock(omp_lock_t *);
extern void omp_unset_lock(omp_lock_t *);
extern int omp_test_lock(omp_lock_t *);
extern void omp_init_nest_lock(omp_nest_lock_t *);
extern void omp_init_nest_lock_with_hint(omp_nest_lock_t *, omp_sync_hint_t);
extern void omp_destroy_nest_lock(omp_nest_lock_t *);
extern void omp_set_nest_lock(omp_nest_lock_t *);
extern void omp_unset_nest_lock(omp_nest_lock_t *);
extern int omp_test_nest_lock(omp_nest_lock_t *);

/* Timing (18.10). */
extern double omp_get_wtime(void);
extern double omp_get_wtick(void);

/* Event (18.11). */
extern void omp_fulfill_event(omp_event_handle_t);

/* Interoperability (18.12). */
extern int omp_get_num_interop_properties(const omp_interop_t);
extern omp_intptr_t omp_get_interop_int(const omp_interop_t, omp_interop_property_t, int *);
extern void *omp_get_interop_ptr(const omp_interop_t, omp_interop_property_t, int *);
extern const char *omp_get_interop_str(const omp_interop_t, omp_interop_property_t, int *);
extern const char *omp_get_interop_name(const omp_interop_t, omp_interop_property_t);
extern const char *omp_get_interop_type_desc(const omp_interop_t, omp_interop_property_t);
extern const char *omp_get_interop_rc_desc(const omp_interop_t, omp_interop_rc_t);

/* Memory management (18.13). */
extern omp_allocator_handle_t omp_init_allocator(omp_memspace_handle_t, int, const omp_alloctrait_t[]);
extern void omp_destroy_allocator(omp_allocator_handle_t);
extern void omp_set_default_allocator(omp_allocator_handle_t);
extern omp_allocator_handle_t omp_get_default_allocator(void);
extern void *omp_alloc(__strata_omp_size_t, omp_allocator_handle_t __STRATA_OMP_NULL_ALLOCATOR);
extern void *omp_aligned_alloc(__strata_omp_size_t, __strata_omp_size_t,
                               omp_allocator_handle_t __STRATA_OMP_NULL_ALLOCATOR);
extern void *omp_calloc(__strata_omp_size_t, __strata_omp_size_t,
                        omp_allocator_handle_t __STRATA_OMP_NULL_ALLOCATOR);
extern void *omp_aligned_calloc(__strata_omp_size_t, __strata_omp_size_t, __strata_omp_size_t,
                                omp_allocator_handle_t __STRATA_OMP_NULL_ALLOCATOR);
extern void *omp_realloc(void *, __strata_omp_size_t, omp_allocator_handle_t __STRATA_OMP_NULL_ALLOCATOR,
                         omp_allocator_handle_t __STRATA_OMP_NULL_ALLOCATOR);
extern void omp_free(void *, omp_allocator_handle_t __STRATA_OMP_NULL_ALLOCATOR);

/* Tool control (18.14) and environment display (18.15). */
extern int omp_control_tool(int, int, void *);
extern void omp_display_env(int);

#ifdef __cplusplus
}
#endif

#endif /* _OMP_H */
