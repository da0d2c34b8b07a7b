package dsl

import (
	"slices"
	"sort"
)

// Schema is the vocabulary a spec is checked against: the constructs it may
// declare, the context variables (clauses and pass-provided values) its
// expressions may name, the properties the passes read and the emit
// primitives the passes implement. The lowering passes own the truth of
// it; [DefaultSchema] is the vocabulary of docs/dsl.md.
type Schema struct {
	// Constructs are the omp op names a spec may declare, without "omp."
	// and with "." spelled "_" (omp.atomic.update is atomic_update).
	Constructs []string
	Vars       map[string]*Var
	Properties map[string]*PropertyDef
	Primitives map[string]*Primitive
}

// VarKind is the kind of a context variable's value.
type VarKind uint8

const (
	// KindValue is an SSA value the op carries or a pass provides
	// (num_threads, env_ptr); guards can only test its presence.
	KindValue VarKind = iota
	// KindBool is a flag (nowait).
	KindBool
	// KindInt is a compile-time integer (collapse).
	KindInt
	// KindEnum is one of a fixed set of words (schedule).
	KindEnum
	// KindString is a compile-time string (a critical section's name).
	KindString
	// KindList is a list of items (private, reduction, map).
	KindList
)

func (k VarKind) String() string {
	return [...]string{"runtime value", "boolean", "integer", "enumeration", "string", "list"}[k]
}

// Var is a context variable.
type Var struct {
	Name string
	Kind VarKind
	// Clause is true for an op clause (has() and comparisons test it);
	// false for a value a pass provides.
	Clause bool
	// Values are the words of an enumeration.
	Values []string
	// Default is the value an absent clause compares as: "false" for a
	// flag, "1" for collapse; empty when an absent clause has no value.
	Default string
	// Constructs that have this variable; nil means every construct.
	Constructs []string
	Doc        string
}

// AvailableIn reports whether construct has the variable.
func (v *Var) AvailableIn(construct string) bool {
	return v.Constructs == nil || slices.Contains(v.Constructs, construct)
}

// PropertyDef is a property the passes read.
type PropertyDef struct {
	Name string
	// Constructs whose lowering reads the property; nil means every
	// construct.
	Constructs []string
	Value      PropertyValue
	Doc        string
}

// PropertyKind is what a property's value may be.
type PropertyKind uint8

const (
	// PropFunction is a string naming a runtime function.
	PropFunction PropertyKind = iota
	// PropStringEnum is one of Strings.
	PropStringEnum
	// PropForm is one of Forms (closure(), microtask(...), none).
	PropForm
	// PropInt is an integer.
	PropInt
	// PropBool is true or false.
	PropBool
)

// PropertyValue says which values a property accepts.
type PropertyValue struct {
	Kind    PropertyKind
	Strings []string // PropStringEnum
	Forms   []Form   // PropForm
}

// Form is a call-like property value: `closure()`, `microtask(ptr_tid,
// ptr_btid, captures)`, or a bare word like `none`.
type Form struct {
	Name string
	// Params are the words the arguments may be, each at most once, in any
	// order; empty for a form without arguments.
	Params []string
	// Bare forms are written without parentheses.
	Bare bool
}

// ReadIn reports whether the lowering of construct reads the property.
func (p *PropertyDef) ReadIn(construct string) bool {
	return p.Constructs == nil || slices.Contains(p.Constructs, construct)
}

// Primitive is an emit primitive: a structured rewrite implemented in Go.
type Primitive struct {
	Name             string
	MinArgs, MaxArgs int
	// Constructs it applies to; nil means every construct.
	Constructs []string
	Doc        string
}

// AvailableIn reports whether the primitive applies to construct.
func (p *Primitive) AvailableIn(construct string) bool {
	return p.Constructs == nil || slices.Contains(p.Constructs, construct)
}

// HasConstruct reports whether the schema knows the construct.
func (s *Schema) HasConstruct(name string) bool { return slices.Contains(s.Constructs, name) }

// form returns the form named name among all properties' forms.
func (s *Schema) form(name string) (Form, bool) {
	for _, p := range sortedValues(s.Properties) {
		for _, f := range p.Value.Forms {
			if f.Name == name {
				return f, true
			}
		}
	}
	return Form{}, false
}

// ConstructName returns the construct name of an omp op name:
// "omp.atomic.update" gives "atomic_update".
func ConstructName(opName string) string {
	name := opName
	if len(name) > 4 && name[:4] == "omp." {
		name = name[4:]
	}
	b := []byte(name)
	for i, c := range b {
		if c == '.' {
			b[i] = '_'
		}
	}
	return string(b)
}

// sortedValues returns a map's values ordered by key, for deterministic
// iteration.
func sortedValues[V any](m map[string]V) []V {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]V, len(keys))
	for i, k := range keys {
		out[i] = m[k]
	}
	return out
}

// Sorted lists of the schema's entries, for documentation and tools.

// SortedVars returns the context variables ordered by name.
func (s *Schema) SortedVars() []*Var { return sortedValues(s.Vars) }

// SortedProperties returns the properties ordered by name.
func (s *Schema) SortedProperties() []*PropertyDef { return sortedValues(s.Properties) }

// SortedPrimitives returns the emit primitives ordered by name.
func (s *Schema) SortedPrimitives() []*Primitive { return sortedValues(s.Primitives) }

// DefaultSchema returns the vocabulary of docs/dsl.md. Each call returns a
// fresh value that the caller may extend.
func DefaultSchema() *Schema {
	outlinedConstructs := []string{"parallel", "task", "teams", "target"}
	loopConstructs := []string{"wsloop", "distribute"}
	atomicConstructs := []string{"atomic_read", "atomic_write", "atomic_update", "atomic_capture"}
	targetConstructs := []string{"target", "target_data", "target_enter_data", "target_exit_data", "target_update"}
	// The offload dialect's ops (docs/offload.md), which the offload
	// lowering (--offload-to-runtime) lowers with a spec of the offload
	// runtime's ABI.
	offloadData := []string{"offload_data_begin", "offload_data_end", "offload_enter_data", "offload_exit_data", "offload_update"}
	offloadMapping := append(slices.Clip(offloadData), "offload_launch")
	offloadAsync := []string{"offload_enter_data", "offload_exit_data", "offload_update", "offload_launch"}
	offloadDevice := append(slices.Clip(offloadMapping), "offload_device_addr", "offload_translate")
	s := &Schema{
		Constructs: []string{
			"parallel", "wsloop", "simd", "barrier", "critical", "single", "master", "masked",
			"atomic_read", "atomic_write", "atomic_update", "atomic_capture",
			"task", "taskwait", "taskgroup", "taskyield", "flush", "ordered", "sections", "section",
			"target", "target_data", "target_enter_data", "target_exit_data", "target_update",
			"teams", "distribute",
			"offload_data_begin", "offload_data_end", "offload_enter_data", "offload_exit_data", "offload_update",
			"offload_launch", "offload_device_addr", "offload_translate", "offload_register",
		},
		Vars:       map[string]*Var{},
		Properties: map[string]*PropertyDef{},
		Primitives: map[string]*Primitive{},
	}
	clause := func(name string, kind VarKind, constructs []string, doc string) *Var {
		v := &Var{Name: name, Kind: kind, Clause: true, Constructs: constructs, Doc: doc}
		s.Vars[name] = v
		return v
	}
	provided := func(name string, constructs []string, doc string) {
		s.Vars[name] = &Var{Name: name, Kind: KindValue, Constructs: constructs, Doc: doc}
	}
	cs := func(names ...string) []string { return names }
	withParallel := func(extra ...string) []string { return append([]string{"parallel"}, extra...) }
	// append(targetConstructs, ...) must not share targetConstructs' array.
	targetConstructs = slices.Clip(targetConstructs)
	atomicConstructs = slices.Clip(atomicConstructs)

	// Clauses.
	clause("num_threads", KindValue, cs("parallel"), "the num_threads clause's operand")
	clause("if_clause", KindValue, append(append(cs("parallel", "task", "teams"), targetConstructs...), offloadMapping...), "the if clause's condition (i1)")
	clause("proc_bind", KindEnum, cs("parallel"), "the proc_bind clause").Values = []string{"primary", "master", "close", "spread"}
	clause("private", KindList, cs("parallel", "wsloop", "single", "task", "teams", "target", "distribute", "sections"), "private variables")
	clause("firstprivate", KindList, cs("parallel", "wsloop", "single", "task", "teams", "target", "distribute", "sections"), "firstprivate variables")
	clause("shared", KindList, cs("parallel", "task", "teams"), "shared variables")
	clause("reduction", KindList, cs("parallel", "wsloop", "teams", "sections", "simd"), "reductions (+, *, min, max, &&, ||, ...)")
	clause("schedule", KindEnum, cs("wsloop"), "the loop schedule").Values = []string{"static", "dynamic", "guided", "auto", "runtime"}
	clause("schedule_mod", KindEnum, cs("wsloop"), "the schedule's ordering modifier").Values = []string{"monotonic", "nonmonotonic"}
	clause("chunk", KindValue, cs("wsloop", "distribute"), "the schedule's chunk size operand")
	nowait := clause("nowait", KindBool, cs("wsloop", "single", "sections", "taskwait", "target", "target_enter_data", "target_exit_data", "target_update", "offload_enter_data", "offload_exit_data", "offload_update", "offload_launch"), "the nowait clause")
	nowait.Default = "false"
	collapse := clause("collapse", KindInt, loopConstructs, "the number of collapsed loops")
	collapse.Default = "1"
	ordered := clause("ordered", KindBool, cs("wsloop"), "the ordered clause")
	ordered.Default = "false"
	clause("name", KindString, cs("critical"), "the critical section's name")
	clause("hint", KindInt, append(cs("critical"), atomicConstructs...), "the synchronization hint")
	clause("memory_order", KindEnum, append(cs("flush"), atomicConstructs...), "the memory order").Values = []string{"seq_cst", "acq_rel", "acquire", "release", "relaxed"}
	clause("filter", KindValue, cs("masked"), "the masked construct's thread filter")
	clause("copyprivate", KindList, cs("single"), "copyprivate variables")
	clause("final", KindValue, cs("task"), "the final clause's condition")
	untied := clause("untied", KindBool, cs("task"), "the untied clause")
	untied.Default = "false"
	mergeable := clause("mergeable", KindBool, cs("task"), "the mergeable clause")
	mergeable.Default = "false"
	clause("priority", KindValue, cs("task"), "the task priority")
	clause("depend", KindList, append(append(cs("task", "taskwait"), targetConstructs...), offloadAsync...), "dependences")
	clause("task_reduction", KindList, cs("taskgroup"), "task reductions")
	clause("device", KindValue, append(slices.Clip(targetConstructs), offloadDevice...), "the device number")
	clause("map", KindList, append(slices.Clip(targetConstructs), offloadMapping...), "map entries (omp.map.info, offload.map)")
	clause("for_launch", KindBool, cs("offload_data_begin", "offload_data_end"), "the data environment is a launch's own (its maps go with the kernel call)")
	clause("requires", KindValue, cs("offload_register"), "the module's requires flags")
	clause("entries", KindList, cs("offload_register"), "the module's offload entries (kernels, declare target globals)")
	clause("is_device_ptr", KindList, cs("target"), "device pointers")
	clause("has_device_addr", KindList, cs("target"), "device addresses")
	clause("use_device_ptr", KindList, cs("target_data"), "use_device_ptr variables")
	clause("use_device_addr", KindList, cs("target_data"), "use_device_addr variables")
	clause("num_teams", KindValue, cs("teams"), "the number of teams")
	clause("thread_limit", KindValue, cs("teams", "target"), "the thread limit")
	clause("dist_schedule", KindBool, cs("distribute"), "a static dist_schedule clause").Default = "false"
	clause("simdlen", KindInt, cs("simd"), "the simdlen clause")

	// Values the passes provide.
	provided("body", outlinedConstructs, "the outlined function (Pass 2)")
	provided("env_ptr", outlinedConstructs, "the capture structure built at the dispatch site (packed captures)")
	provided("env_size", outlinedConstructs, "the capture structure's size in bytes")
	provided("env_align", outlinedConstructs, "the capture structure's alignment in bytes")
	provided("captures", outlinedConstructs, "the captured values, one argument each (by_pointer captures)")
	provided("num_captures", outlinedConstructs, "the number of captured values")
	for _, n := range []string{"lower", "upper", "stride", "step", "last"} {
		provided(n, loopConstructs, "the loop's "+n+" (a pointer to it where the runtime writes it)")
	}
	provided("team_size", cs("parallel"), "num_threads when given, else 0 (the runtime's default); 1 when the if clause is false")
	provided("league_size", cs("teams", "offload_launch"), "num_teams as an i32 when given, else 0 (the runtime's default)")
	provided("team_thread_limit", cs("teams", "offload_launch"), "thread_limit as an i32 when given, else 0 (the runtime's default)")
	provided("proc_bind_kind", cs("parallel"), "the proc_bind clause as omp_proc_bind_t (0 when absent)")
	provided("num_depends", append(cs("task", "taskwait"), offloadAsync...), "the number of depend entries")
	provided("ident", nil, "the source-location descriptor (emit ident)")
	provided("global_tid", nil, "the global thread id (emit global_tid)")
	provided("lock", cs("critical"), "the critical section's lock variable")
	provided("task", cs("task"), "the allocated task descriptor (emit task_alloc)")
	provided("task_flags", cs("task"), "the task's flags word (tied, final, ...)")
	for _, n := range []string{"x", "v", "expr"} {
		provided(n, atomicConstructs, "the atomic operation's "+n+" operand")
	}
	for _, n := range []string{"map_count", "map_base_ptrs", "map_ptrs", "map_sizes", "map_types"} {
		provided(n, append(slices.Clip(targetConstructs), offloadMapping...), "the map arrays (emit map_args)")
	}
	provided("device_id", append(slices.Clip(targetConstructs), offloadDevice...), "the device number as an i64, -1 for the default device")
	provided("kernel", cs("target", "offload_launch"), "the kernel's host address: its host fallback function, which the entries table pairs with the device version")
	provided("kernel_args", cs("offload_launch"), "the kernel's argument descriptor (emit kernel_args)")
	provided("requires_flags", cs("offload_register"), "the requires flags as an i64, in libomptarget's numbering (none 1, reverse_offload 2, unified_address 4, unified_shared_memory 8, dynamic_allocators 16)")
	provided("bin_desc", cs("offload_register"), "the registration descriptor (emit bin_desc)")

	// Properties.
	prop := func(name string, constructs []string, v PropertyValue, doc string) {
		s.Properties[name] = &PropertyDef{Name: name, Constructs: constructs, Value: v, Doc: doc}
	}
	function := PropertyValue{Kind: PropFunction}
	prop("outline_signature", outlinedConstructs, PropertyValue{Kind: PropForm, Forms: []Form{
		{Name: "closure"},
		{Name: "microtask", Params: []string{"ptr_tid", "ptr_btid", "captures"}},
		{Name: "task_entry"},
		{Name: "none", Bare: true},
	}}, "the outlined function's signature: closure() takes the environment pointer; microtask(...) the listed parameters; task_entry() a thread id and the task descriptor (libomp tasks); none: nothing is outlined")
	prop("capture_strategy", outlinedConstructs, PropertyValue{Kind: PropStringEnum, Strings: []string{"by_pointer", "packed"}},
		"how captures reach the outlined body: one argument each, or one packed struct (env_ptr)")
	prop("thread_id_function", withParallel(loopConstructs...), function, "returns the calling thread's number in its team")
	prop("num_threads_function", withParallel(loopConstructs...), function, "returns the team's size")
	prop("chunk_init_function", cs("wsloop"), function, "starts a dynamic or guided loop (libgomp: returns the first chunk)")
	prop("chunk_next_function", cs("wsloop"), function, "returns the next chunk of a dynamic or guided loop")
	prop("chunk_protocol", cs("wsloop"), PropertyValue{Kind: PropStringEnum, Strings: []string{"start_next", "init_next"}},
		"start_next: the start function returns the first chunk, bounds end-exclusive (libgomp); init_next: init, then next for every chunk, bounds inclusive (libomp)")
	prop("global_tid_function", nil, function, "returns the global thread id (emit global_tid)")
	prop("lock_size", cs("critical"), PropertyValue{Kind: PropInt}, "the size in bytes of a named critical section's lock")
	prop("reduction_strategy", cs("parallel", "wsloop", "teams", "sections"), PropertyValue{Kind: PropStringEnum, Strings: []string{"atomic", "critical"}},
		"how partial reductions are combined")
	prop("atomic_strategy", atomicConstructs, PropertyValue{Kind: PropStringEnum, Strings: []string{"native", "critical"}},
		"native atomic instructions, or a runtime lock around the update")
	prop("task_alloc_function", cs("task"), function, "allocates a task descriptor (emit task_alloc)")

	// Emit primitives.
	prim := func(name string, min, max int, constructs []string, doc string) {
		s.Primitives[name] = &Primitive{Name: name, MinArgs: min, MaxArgs: max, Constructs: constructs, Doc: doc}
	}
	prim("thread_bounds", 0, 0, loopConstructs, "computes this thread's static iteration range from thread_id_function and num_threads_function")
	prim("static_chunk_loop", 0, 0, cs("wsloop"), "runs the chunks of a static schedule with a chunk size round-robin")
	prim("loop_body", 0, 0, loopConstructs, "rebuilds the sequential loop over the computed range")
	prim("loop_slots", 0, 0, cs("wsloop"), "allocates i64 slots lower = 0, upper = count-1, stride = 1 and an i32 last = 0 for a runtime that computes the thread's range (__kmpc_for_static_init_8); binds them, step = 1 and chunk as i64")
	prim("dynamic_loop", 0, 1, cs("wsloop"), "the chunk loop of a dynamic or guided schedule, from the chunk function properties; the optional argument is the schedule code")
	prim("ident", 0, 1, nil, "builds the source-location descriptor; the optional argument is its flags")
	prim("global_tid", 0, 0, nil, "binds global_tid: loaded from the microtask's ptr_tid parameter inside an outlined microtask, else global_tid_function(ident)")
	prim("privatize", 0, 0, nil, "materializes private and firstprivate copies")
	prim("reduction", 0, 0, cs("parallel", "wsloop", "teams", "sections", "simd"), "combines partial reduction values")
	prim("inline_body", 0, 0, nil, "leaves the body in place")
	prim("guarded_body", 1, 4, nil, "guarded_body(start, [args], end, [args]): runs the body when the start function returns non-zero, then calls end inside the guard")
	prim("thread_filter_body", 2, 2, nil, "thread_filter_body(tid_function, filter): runs the body on the thread whose number equals filter")
	prim("fork_if", 3, 3, cs("parallel"), "fork_if(fork, serialized_begin, serialized_end): calls fork when if_clause holds at run time, else runs the body on this thread between the two serialized calls")
	prim("critical_lock", 0, 1, cs("critical"), "declares the critical section's lock (lock_size bytes, common linkage, one per name across translation units) and binds lock; the optional argument is the symbol's name with {name} standing for the critical's name (default \".gomp_critical_user_{name}.var\")")
	prim("atomic", 0, 0, atomicConstructs, "the native atomic instruction")
	prim("task_alloc", 0, 0, cs("task"), "allocates the task with task_alloc_function, copies captures, binds task")
	prim("single_copy_body", 2, 2, cs("single"), "single_copy_body(start, end): copyprivate through a broadcast pointer (libgomp): the thread whose start() returns null runs the body and publishes the copyprivate variables' addresses with end(list); the others copy from them with the copy functions")
	prim("copyprivate", 1, 1, cs("single"), "copyprivate(fn): after a guarded_body, calls fn(ident, global_tid, size, var, copy_function, did_it) per copyprivate variable (libomp's __kmpc_copyprivate)")
	prim("depend_array", 1, 1, append(cs("task", "taskwait"), offloadAsync...), "depend_array(format): builds the depend clause's array in the runtime's format, \"gomp\" (count, out count, out/inout addresses, in addresses) or \"kmp\" (kmp_depend_info entries); binds depend and num_depends")
	prim("undeferred_if", 3, 4, cs("task"), "undeferred_if(spawn, begin, end, [wait_deps]): when if_clause holds, spawn(ident, global_tid, task[, num_depends, depend, 0, null]); else the task runs undeferred: wait_deps(ident, global_tid, num_depends, depend, 0, null) when it has dependences, begin(ident, global_tid, task), the body, end(ident, global_tid, task)")
	prim("map_args", 0, 0, append(slices.Clip(targetConstructs), offloadMapping...), "builds the map arrays and binds map_count, map_base_ptrs, map_ptrs, map_sizes, map_types: a launch's arguments first (TARGET_PARAM; values as LITERAL), members after their parents (MEMBER_OF), attached pointers as PTR_AND_OBJ")
	prim("kernel_args", 0, 0, cs("offload_launch"), "builds LLVM 16's __tgt_kernel_arguments (version 2) from the map arrays and binds kernel_args")
	prim("kernel_launch", 2, 2, cs("offload_launch"), "kernel_launch(function, [args]): calls the function, which returns an i32, and runs the host fallback when it returns non-zero")
	prim("mapped_ptr", 1, 1, cs("offload_device_addr", "offload_translate"), "mapped_ptr(function): the op's result is function(host address, device number as i32)")
	prim("host_fallback", 0, 0, cs("offload_launch"), "calls the kernel's host version (no offload runtime: the kernel runs on the host)")
	prim("host_address", 0, 0, cs("offload_device_addr", "offload_translate"), "the op's result is the host address itself (the host is the device)")
	prim("bin_desc", 0, 0, cs("offload_register"), "builds the __tgt_bin_desc of the module's entries (no device images: the engine's device runs the module itself) and binds bin_desc")
	return s
}
