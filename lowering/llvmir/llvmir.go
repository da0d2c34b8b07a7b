// Package llvmir translates a module of LLVM dialect operations into LLVM
// IR, as github.com/llir/llvm's in-memory module, whose text LLVM 14's opt
// and llc accept. It is strata's counterpart of MLIR's
// `mlir-translate --mlir-to-llvmir`.
//
// # Typed pointers
//
// The LLVM dialect has opaque pointers (`!llvm.ptr`); llir/llvm v0.3.6 and
// LLVM 14 have typed ones. The translation works as LLVM's typed mode does:
// every `!llvm.ptr` value is an `i8*` (in its address space) wherever it is
// passed around (arguments, results, phis, stores of pointers, calls), and
// is bitcast to the pointer type an instruction needs (the `T*` a load of a
// T reads through, the function type of an indirect call). Pointers that
// come from an alloca, a global's address or a getelementptr keep their
// precise type, so that the common accesses need no cast at all; the
// others are cast once per block. LLVM's instcombine removes what remains.
//
// # What is translated
//
// Functions (declarations and definitions, linkage, visibility, dso_local,
// variadic, calling conventions, `passthrough` function attributes,
// `llvm.*` argument and result attributes), globals (attribute
// initializers, initializer regions folded to constants, constant,
// alignment, linkage, unnamed_addr, thread_local, section), the module's
// `llvm.data_layout` and `llvm.target_triple`, and the operations listed in
// ops.go.
//
// A module that names no target (no `llvm.target_triple`, or an empty one)
// is given the host's triple and data layout, as a C compiler does: LLVM's
// optimizer needs them to know the vector registers and the cost of
// instructions, and without them `opt -O3` does not vectorize. Block arguments become phi nodes; an edge that would need two
// different incoming values from one predecessor gets a block of its own.
// Blocks not reachable from the entry are dropped.
//
// # Loop metadata
//
// A branch (`llvm.br`, `llvm.cond_br`) may carry an `llvm.loop` attribute:
// a dictionary whose entries are LLVM loop metadata, named as in LLVM and
// valued by a unit (a flag), an integer or a boolean:
//
//	llvm.br ^bb1 {llvm.loop = {"llvm.loop.mustprogress", "llvm.loop.unroll.count" = 4 : i32}}
//
// becomes `br label %bb1, !llvm.loop !0` with
// `!0 = distinct !{!0, !1, !2}`, `!1 = !{!"llvm.loop.mustprogress"}`,
// `!2 = !{!"llvm.loop.unroll.count", i32 4}`.
//
// # Other dialects
//
// An op in a function body translates itself through its model of the op
// interface OpTranslator. Extension attaches this package's models to the
// llvm dialect's ops; a dialect whose ops should reach LLVM IR directly
// (without a lowering to the llvm dialect first) attaches its own with
// ir.AttachInterface, and builds its instructions with the FuncBuilder it
// is given. Module-level ops (llvm.func, llvm.mlir.global) and the ops a
// global's initializer region may hold are the llvm dialect's only.
//
// # Errors
//
// Whatever cannot be translated (an op of another dialect, such as an omp
// op left over, an attribute of an unexpected kind, a type without an LLVM
// equivalent) is an *ir.Diagnostic located at the op:
// `cannot translate 'omp.parallel' to LLVM IR: ...`. The translation never
// panics on its input.
package llvmir

import (
	"errors"
	"io"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/target"
)

// Translate translates module, a builtin.module of LLVM dialect
// operations, to an LLVM IR module. The error is an *ir.Diagnostic, or
// several joined with errors.Join. It applies Extension to the module's
// context unless that was done before.
func Translate(module *ir.Operation) (*llir.Module, error) {
	if module == nil || module.NumRegions() != 1 {
		return nil, errors.New("llvmir: the input is not a module")
	}
	if err := ir.ApplyExtensionOnce(module.Context(), Extension()); err != nil {
		return nil, err
	}
	t := &translator{
		types:      newTypeConverter(),
		m:          llir.NewModule(),
		funcs:      map[string]*llir.Func{},
		globals:    map[string]*llir.Global{},
		intrinsics: map[string]*llir.Func{},
	}
	if err := t.translateModule(module); err != nil {
		return nil, err
	}
	return t.m, nil
}

// WriteModule translates module and writes its LLVM IR text to w. Nothing
// is written when the translation fails.
func WriteModule(w io.Writer, module *ir.Operation) error {
	m, err := Translate(module)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, m.String())
	return err
}

// translator holds the module being built.
type translator struct {
	types *typeConverter
	m     *llir.Module
	// funcs and globals are the module's symbols by name.
	funcs   map[string]*llir.Func
	globals map[string]*llir.Global
	// intrinsics are the @llvm.* functions declared so far, by name.
	intrinsics map[string]*llir.Func
	// nextMetadataID numbers the metadata nodes.
	nextMetadataID int64
	// nontemporal is the !{i32 1} node of nontemporal accesses.
	nontemporal *metadata.Tuple
}

// symbolTranslator is implemented by the models of the module-level ops,
// llvm.func and llvm.mlir.global: declare makes the symbol, so that
// bodies and initializers can refer to any symbol; define translates its
// body or initializer once every symbol is declared.
type symbolTranslator interface {
	declare(t *translator, op *ir.Operation) error
	define(t *translator, op *ir.Operation) error
}

// funcOp and globalOp are the models of llvm.func and llvm.mlir.global.
type (
	funcOp   struct{}
	globalOp struct{}
)

func (funcOp) declare(t *translator, op *ir.Operation) error   { return t.declareFunc(op) }
func (funcOp) define(t *translator, op *ir.Operation) error    { return t.defineFunc(op) }
func (globalOp) declare(t *translator, op *ir.Operation) error { return t.declareGlobal(op) }
func (globalOp) define(t *translator, op *ir.Operation) error  { return t.defineGlobal(op) }

// symbols are the models of the module-level ops, by name (see
// translators).
var symbols = map[string]symbolTranslator{
	llvm.FuncOpName:        funcOp{},
	llvm.GlobalOpName:      globalOp{},
	llvm.GlobalCtorsOpName: structorsOp{list: "ctors", global: "llvm.global_ctors"},
	llvm.GlobalDtorsOpName: structorsOp{list: "dtors", global: "llvm.global_dtors"},
}

func (t *translator) translateModule(module *ir.Operation) error {
	if host, ok := target.Host(); ok {
		t.m.TargetTriple, t.m.DataLayout = host.Triple, host.DataLayout
	}
	if a, ok := module.Attr("llvm.target_triple").(ir.StringAttr); ok && a.Value != "" {
		t.m.TargetTriple = a.Value
		t.m.DataLayout = ""
	}
	if a, ok := module.Attr("llvm.data_layout").(ir.StringAttr); ok && a.Value != "" {
		t.m.DataLayout = a.Value
	}
	body := module.Region(0)
	var ops []*ir.Operation
	for _, b := range body.Blocks() {
		for op := range b.Ops() {
			ops = append(ops, op)
		}
	}
	// Symbols first, so that bodies and initializers can refer to any of
	// them; then the bodies.
	var errs []error
	for _, op := range ops {
		var err error
		if m, ok := modelOf[symbolTranslator](op); ok {
			err = m.declare(t, op)
		} else if op.Is(builtin.ModuleOpName) {
			err = Errorf(op, "nested modules are not supported")
		} else {
			err = unsupportedOp(op)
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	for _, op := range ops {
		// Every op is a symbol: the first loop reported any other.
		m, _ := modelOf[symbolTranslator](op)
		if err := m.define(t, op); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	for _, s := range t.types.defs {
		t.m.TypeDefs = append(t.m.TypeDefs, s)
	}
	return nil
}

// unsupportedOp returns the diagnostic for an op that has no translation.
func unsupportedOp(op *ir.Operation) *ir.Diagnostic {
	if op.Dialect() != "llvm" {
		// The remedy is the one that lowers what the op is or holds:
		// OpenMP needs its runtime's lowering, which converts the rest too.
		if holdsOpenMP(op) {
			return Errorf(op, "the '%s' dialect has no translation to LLVM IR; lower OpenMP for a runtime first: strata-opt --omp-lower-to-llvm=runtime=libgomp (or iomp, pmsis)", op.Dialect())
		}
		return Errorf(op, "the '%s' dialect has no translation to LLVM IR; lower it to the llvm dialect first (strata-opt --convert-to-llvm)", op.Dialect())
	}
	return Errorf(op, "the operation is not supported")
}

// holdsOpenMP reports whether op is or contains an op of the omp or
// omp_lower dialects.
func holdsOpenMP(op *ir.Operation) bool {
	return op.Walk(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		if d := o.Dialect(); d == "omp" || d == "omp_lower" {
			return ir.Interrupt
		}
		return ir.Advance
	})
}

// symbolAddress returns the address of the function or global name, as a
// constant of its precise pointer type.
func (t *translator) symbolAddress(name string) (constant.Constant, bool) {
	if f, ok := t.funcs[name]; ok {
		return f, true
	}
	if g, ok := t.globals[name]; ok {
		return g, true
	}
	return nil, false
}

// newMetadataID returns the next free metadata node number.
func (t *translator) newMetadataID() metadata.MetadataID {
	id := metadata.MetadataID(t.nextMetadataID)
	t.nextMetadataID++
	return id
}
