package llvmir

import (
	"fmt"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
)

// OpTranslator is the op interface through which an operation inside a
// function body translates itself to LLVM IR (MLIR's
// LLVMTranslationDialectInterface::convertOperation, but per op, so that a
// dialect other than llvm can make its own ops translatable without
// editing this package):
//
//	type doubleModel struct{}
//
//	func (doubleModel) TranslateOp(op *ir.Operation, b *llvmir.FuncBuilder) error {
//		x, err := b.Value(op, op.Operand(0))
//		if err != nil {
//			return err
//		}
//		return b.Define(op, b.Block().NewAdd(x, x))
//	}
//
//	err := ir.AttachInterface[llvmir.OpTranslator](ctx, "toy.double", doubleModel{})
//
// TranslateOp appends op's translation to b.Block() and records the LLVM
// values of op's results (Define, MapValue). An error should be located
// at op ([Errorf]). An op without a model is a located error,
// "cannot translate 'x.y' to LLVM IR: ...".
type OpTranslator interface {
	TranslateOp(op *ir.Operation, b *FuncBuilder) error
}

// Extension attaches this package's translations to the ops of the llvm
// dialect. [Translate] applies it once to the module's context
// (ir.ApplyExtensionOnce), so a caller need not; a tool may apply it up
// front with the other extensions it uses. An op that already has an
// OpTranslator keeps it: a model a tool attached before the extension
// replaces this package's, and applying the extension again does nothing.
func Extension() ir.Extension {
	return ir.Extension{Name: "llvmir.translation", Dialects: []string{llvm.Name}, Apply: attachModels}
}

func attachModels(ctx *ir.Context) error {
	for _, def := range ctx.Dialect(llvm.Name).Ops {
		if m, ok := translators[def.Name]; ok {
			if err := attachOnce(ctx, def.Name, m); err != nil {
				return err
			}
		} else if strings.HasPrefix(def.Name, intrinsicPrefix) {
			if err := attachOnce[OpTranslator](ctx, def.Name, intrinsicOp{}); err != nil {
				return err
			}
		}
		if m, ok := symbols[def.Name]; ok {
			if err := attachOnce(ctx, def.Name, m); err != nil {
				return err
			}
		}
	}
	return nil
}

// attachOnce attaches model as opName's T unless opName has a T already.
func attachOnce[T any](ctx *ir.Context, opName string, model T) error {
	if _, ok := ir.OpInterface[T](ctx, opName); ok {
		return nil
	}
	return ir.AttachInterface(ctx, opName, model)
}

// modelOf returns op's model of T. An op the llvm dialect does not define
// (yet), which a conversion may still build directly (an intrinsic, say),
// has no definition to carry a model; it gets this package's model for its
// name, as it would once the dialect defines it.
func modelOf[T any](op *ir.Operation) (T, bool) {
	if m, ok := ir.Interface[T](op); ok {
		return m, true
	}
	var m any
	if op.Def() == nil && op.Dialect() == llvm.Name {
		name := op.Name()
		if t, ok := translators[name]; ok {
			m = t
		} else if s, ok := symbols[name]; ok {
			m = s
		} else if strings.HasPrefix(name, intrinsicPrefix) {
			m = intrinsicOp{}
		}
	}
	t, ok := m.(T)
	return t, ok
}

// Errorf returns the diagnostic located at op that says op cannot be
// translated, for the reason given: "cannot translate 'x.y' to LLVM IR:
// reason".
func Errorf(op *ir.Operation, format string, args ...any) *ir.Diagnostic {
	return op.EmitErrorf("cannot translate '%s' to LLVM IR: %s", op.Name(), fmt.Sprintf(format, args...))
}

// Block returns the LLVM block instructions are appended to.
func (s *FuncBuilder) Block() *llir.Block { return s.cur }

// Func returns the LLVM function being built.
func (s *FuncBuilder) Func() *llir.Func { return s.f }

// MapValue records lv as the LLVM value of v, as it is: Value casts it to
// v's canonical type where it is used.
func (s *FuncBuilder) MapValue(v *ir.Value, lv value.Value) { s.values[v] = lv }

// ConvertType returns the LLVM type of t (a pointer is i8* in its address
// space).
func (s *FuncBuilder) ConvertType(t ir.Type) (types.Type, error) { return s.t.types.convert(t) }
