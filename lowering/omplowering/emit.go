package omplowering

import (
	"fmt"
	"sort"

	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
)

// Emitter is what an emit primitive sees while --omp-lower-plan
// materializes one action of a construct's plan: a builder at the place
// the action goes (before the construct for pre actions, in its place for
// invoke actions, after it for post actions), the construct, its plan,
// and the context variables bound so far (by the outlining pass, such as
// body and env_ptr, and by earlier primitives, such as lower and upper).
type Emitter struct {
	B *ir.Builder
	// Construct is the op being lowered: the omp op the plan wraps, or
	// what outlining left in its place.
	Construct *ir.Operation
	Plan      *dsl.Plan
	Stage     dsl.BlockKind
	vars      map[string]*ir.Value
	lists     map[string][]*ir.Value
	lazy      map[string]func() (*ir.Value, error)
	// anchor is the plan op: actions build before it, and control flow
	// splits its block before it (SplitBlock).
	anchor *ir.Operation
	// outlined is set when --omp-outline moved the construct's body into
	// a function (body, env_ptr, captures are bound).
	outlined bool
	// bodyDone is set by the primitives that lower the construct's body
	// (inline_body, guarded_body, atomic, ...).
	bodyDone bool
	shared   *runState
	// clauses is what the plan pass knows of the construct's clauses
	// (after outlining, what outlining left of them).
	clauses clauseInfo
	// didIt is the i32 slot guarded_body sets to 1 on the thread that ran
	// a single's body when the single has copyprivate variables.
	didIt *ir.Value
	// privates and privateCopies are the private variables privatized in
	// place and their copies, whose dealloc regions run at the body's end.
	privates      []privatizer
	privateCopies []*ir.Value
	// offloadEntries is the module's entries table, for the offload
	// registration's bin_desc.
	offloadEntries offload.EntriesOp
}

// NewEmitter returns an emitter for construct, lowered by plan, building
// with b.
func NewEmitter(b *ir.Builder, construct *ir.Operation, plan *dsl.Plan) *Emitter {
	return &Emitter{B: b, Construct: construct, Plan: plan, vars: map[string]*ir.Value{}}
}

// Var returns the value bound to the context variable name.
func (e *Emitter) Var(name string) (*ir.Value, bool) {
	v, ok := e.vars[name]
	return v, ok
}

// SetVar binds the context variable name to v for the actions after this
// one.
func (e *Emitter) SetVar(name string, v *ir.Value) { e.vars[name] = v }

// VarNames returns the names of the bound variables, sorted.
func (e *Emitter) VarNames() []string {
	names := make([]string, 0, len(e.vars))
	for n := range e.vars {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Property returns the plan's resolved property name.
func (e *Emitter) Property(name string) (dsl.Value, bool) { return e.Plan.Property(name) }

// StringProperty returns the property name, which must be a string (a
// runtime function name, say).
func (e *Emitter) StringProperty(name string) (string, error) {
	v, ok := e.Property(name)
	if !ok {
		return "", e.Errorf("the plan has no property '%s'", name)
	}
	if v.Kind != dsl.ValString {
		return "", e.Errorf("property '%s' must be a string, not %s", name, v)
	}
	return v.Str, nil
}

// Errorf returns an error located at the construct, naming the runtime and
// the construct of the plan.
func (e *Emitter) Errorf(format string, args ...any) error {
	return e.Construct.EmitErrorf("%s (runtime '%s', construct '%s')", fmt.Sprintf(format, args...), e.Plan.Runtime, e.Plan.Construct)
}

// Call emits a call of the runtime function callee with args, returning
// result (nil for none). The callee is declared in the module (an
// external llvm.func whose parameter types are the arguments' types) the
// first time it is called; a later call with other types is an error.
func (e *Emitter) Call(callee string, args []*ir.Value, result ir.Type) (*ir.Operation, error) {
	return e.CallVarArg(callee, args, -1, result)
}

// CallVarArg is Call for a variadic runtime function: the first fixed
// arguments are its declared parameters, the rest go through `...`
// (__kmpc_fork_call's captures). fixed < 0 declares it not variadic.
func (e *Emitter) CallVarArg(callee string, args []*ir.Value, fixed int, result ir.Type) (*ir.Operation, error) {
	n := len(args)
	if fixed >= 0 && fixed < n {
		n = fixed
	}
	params := make([]ir.Type, n)
	for i := range params {
		params[i] = args[i].Type()
	}
	ft := llvm.Func(e.B.Ctx, result, params, fixed >= 0)
	if err := e.declare(callee, ft); err != nil {
		return nil, err
	}
	call := llvm.NewCall(e.B, callee, ft, args, e.Construct.Loc())
	return call, nil
}

// declare makes sure the module around the construct has a function
// callee of type ft, declaring it at the start of the module the first
// time.
func (e *Emitter) declare(callee string, ft llvm.FuncType) error {
	table, err := e.symbolTable()
	if err != nil {
		return err
	}
	if op := table.Lookup(callee); op != nil {
		f, ok := llvm.AsFunc(op)
		if !ok {
			return e.Errorf("'%s' is not a function", callee)
		}
		if have := f.Type(); !sameSignature(have, ft) {
			return e.Errorf("runtime function '%s' is called with types %s but declared %s", callee, ir.TypeString(ft), ir.TypeString(have))
		}
		return nil
	}
	fn := llvm.NewFunc(ir.NewBuilder(e.B.Ctx), callee, ft, llvm.External, e.Construct.Loc())
	table.InsertBefore(fn, table.Op().Region(0).First().First())
	return nil
}

// symbolTable returns the symbol table of the module around the
// construct. The plan pass indexes it once per run (runState) rather than
// once per call: the index sees what is declared through it, and runtime
// functions are declared only through it.
func (e *Emitter) symbolTable() (*ir.SymbolTableOf, error) {
	module := ir.NearestSymbolTable(e.Construct)
	if module == nil {
		return nil, e.Errorf("the construct is not in a module")
	}
	if e.shared != nil && e.shared.symbols != nil && e.shared.symbols.Op() == module {
		return e.shared.symbols, nil
	}
	table, err := ir.NewSymbolTable(module)
	if err != nil {
		return nil, err
	}
	if e.shared != nil {
		e.shared.symbols = table
	}
	return table, nil
}

// sameSignature reports whether a call of type call may call a function
// declared with type decl: equal, or decl variadic with call's fixed
// parameters a prefix.
func sameSignature(decl, call llvm.FuncType) bool {
	if decl == call {
		return true
	}
	if !decl.VarArg || decl.Result != call.Result || len(call.Params()) < len(decl.Params()) {
		return false
	}
	for i, p := range decl.Params() {
		if call.Params()[i] != p {
			return false
		}
	}
	return true
}

// Primitive is an emit primitive: a structured rewrite that specs name in
// `emit NAME(args)`. Its Info (name, arity, the constructs it applies to,
// a line of documentation) is what the DSL checker knows of it.
type Primitive struct {
	Info dsl.Primitive
	Emit func(e *Emitter, args []dsl.Value) error
}

// Registry holds the emit primitives by name.
type Registry struct {
	prims map[string]Primitive
}

// NewRegistry returns a registry of the given primitives.
func NewRegistry(prims ...Primitive) *Registry {
	r := &Registry{prims: map[string]Primitive{}}
	for _, p := range prims {
		r.Register(p)
	}
	return r
}

// Register adds p; a second primitive of the same name is a programming
// error.
func (r *Registry) Register(p Primitive) {
	if _, dup := r.prims[p.Info.Name]; dup {
		panic("omplowering: emit primitive " + p.Info.Name + " registered twice")
	}
	r.prims[p.Info.Name] = p
}

// Lookup returns the primitive name.
func (r *Registry) Lookup(name string) (Primitive, bool) {
	p, ok := r.prims[name]
	return p, ok
}

// Schema returns dsl.DefaultSchema with its primitives replaced by the
// registry's: specs are checked against what the passes implement.
func (r *Registry) Schema() *dsl.Schema {
	s := dsl.DefaultSchema()
	s.Primitives = map[string]*dsl.Primitive{}
	for name, p := range r.prims {
		info := p.Info
		s.Primitives[name] = &info
	}
	return s
}

// DefaultRegistry returns every primitive strata implements: those of
// parallel regions, synchronization and tasks, and those of work-sharing
// loops and reductions (loops.go).
func DefaultRegistry() *Registry {
	r := NewRegistry(corePrimitives()...)
	for _, p := range loopPrimitives() {
		r.Register(p)
	}
	for _, p := range offloadPrimitives() {
		r.Register(p)
	}
	return r
}

// Other lowerings that materialize plans of the same DSL (the offload
// lowering, lowering/offloadlowering) run them through these.

// CorePrimitives returns the primitives that apply to any construct
// (ident, global_tid, ...), for a registry of another lowering.
func CorePrimitives() []Primitive { return corePrimitives() }

// SharedState is what the emitters of one module share: the ident_t
// descriptors already built and the module's symbol table.
type SharedState struct{ s runState }

// NewSharedState returns an empty shared state.
func NewSharedState() *SharedState {
	return &SharedState{s: runState{idents: map[string]string{}}}
}

// Share makes e use the shared state s.
func (e *Emitter) Share(s *SharedState) { e.shared = &s.s }

// Run performs one action of the plan at the builder: a call of a
// runtime function or an emit primitive of reg.
func (e *Emitter) Run(reg *Registry, a dsl.PlanAction) error { return e.run(reg, a) }

// Declare makes sure the module around the construct has a function
// callee of type ft.
func (e *Emitter) Declare(callee string, ft llvm.FuncType) error { return e.declare(callee, ft) }
