package llvmir

import (
	"fmt"
	"math/big"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/strata-ir/strata/ir"
)

// The checks in this file refuse, located, what the llvm dialect's
// verifier takes (MLIR 16 takes it too) and LLVM 14's IR reader or
// verifier rejects: strata-translate reports the op rather than writing
// IR that `opt` refuses. Each message names LLVM 14's rule. What MLIR's
// verifier refuses as well is checked by the llvm dialect's verifier
// instead (dialects/llvm), so that strata-opt reports it too.

// isSized reports whether LLVM gives values of type t a size: void,
// functions, labels, metadata and opaque structs have none, nor do the
// aggregates that hold one.
func isSized(t types.Type) bool {
	switch t := t.(type) {
	case *types.VoidType, *types.FuncType, *types.LabelType, *types.MetadataType:
		return false
	case *types.StructType:
		if t.Opaque {
			return false
		}
		for _, f := range t.Fields {
			if !isSized(f) {
				return false
			}
		}
	case *types.ArrayType:
		return isSized(t.ElemType)
	case *types.VectorType:
		return isSized(t.ElemType)
	}
	return true
}

// checkSized reports an element type without a size where LLVM needs
// one: what says what needs it.
func checkSized(t types.Type, what string) error {
	if isSized(t) {
		return nil
	}
	return fmt.Errorf("%s needs a type with a size, and %s has none (LLVM 14 refuses it)", what, t)
}

// primitiveBits returns the size in bits of a scalar or vector type that
// is not a pointer (and false for other types): what bitcast keeps.
func primitiveBits(t types.Type) (uint64, bool) {
	switch t := t.(type) {
	case *types.IntType:
		return t.BitSize, true
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return 16, true
		case types.FloatKindFloat:
			return 32, true
		case types.FloatKindDouble:
			return 64, true
		case types.FloatKindX86_FP80:
			return 80, true
		case types.FloatKindFP128, types.FloatKindPPC_FP128:
			return 128, true
		}
	case *types.VectorType:
		if _, isPtr := t.ElemType.(*types.PointerType); isPtr {
			return 0, false
		}
		n, ok := primitiveBits(t.ElemType)
		return n * t.Len, ok
	}
	return 0, false
}

// checkBitcast reports a bitcast between two types that are not pointers
// and differ in size: LLVM 14 refuses it ("invalid cast opcode"). The
// llvm dialect's verifier has already refused a cast between a pointer
// and a value that is not one, and between address spaces.
func checkBitcast(from, to types.Type) error {
	fb, fok := primitiveBits(from)
	tb, tok := primitiveBits(to)
	if fok && tok && fb != tb {
		return fmt.Errorf("a bitcast keeps the size, and %s is %d bits but %s is %d (LLVM 14 refuses it)", from, fb, to, tb)
	}
	return nil
}

// checkAddrSpaceCast reports an addrspacecast that stays in its address
// space: LLVM 14 refuses it ("invalid cast opcode").
func checkAddrSpaceCast(from, to types.Type) error {
	fp, fok := from.(*types.PointerType)
	tp, tok := to.(*types.PointerType)
	if fok && tok && fp.AddrSpace == tp.AddrSpace {
		return fmt.Errorf("an addrspacecast must change the address space, and both pointers are in address space %d (LLVM 14 refuses it)", fp.AddrSpace)
	}
	return nil
}

// checkSelect reports a select whose condition is a vector and whose
// values are not vectors of as many elements ("selected values for
// vector select must be vectors").
func checkSelect(cond, v types.Type) error {
	cv, ok := cond.(*types.VectorType)
	if !ok {
		return nil
	}
	vv, ok := v.(*types.VectorType)
	if !ok || vv.Len != cv.Len {
		return fmt.Errorf("a condition of type %s selects between vectors of %d elements, not %s (LLVM 14 refuses it)", cond, cv.Len, v)
	}
	return nil
}

// checkFenceOrdering reports a fence that is unordered or monotonic: LLVM
// fences are acquire, release, acq_rel or seq_cst.
func checkFenceOrdering(o enum.AtomicOrdering) error {
	switch o {
	case enum.AtomicOrderingUnordered, enum.AtomicOrderingMonotonic:
		return fmt.Errorf("a fence cannot be '%s'; LLVM 14 takes acquire, release, acq_rel and seq_cst", o)
	}
	return nil
}

// checkAtomicRMW reports what LLVM 14 refuses in an atomicrmw the
// dialect takes: xchg of a pointer (LLVM 15 takes it; LLVM 14's xchg
// takes integers and floats only).
func checkAtomicRMW(op enum.AtomicOp, t types.Type) error {
	if _, isPtr := t.(*types.PointerType); isPtr && op == enum.AtomicOpXChg {
		return fmt.Errorf("atomicrmw xchg of a pointer is not supported by LLVM 14, whose xchg takes integers and floats only")
	}
	return nil
}

// caseKey returns the value of a switch case as a bit pattern of its
// type's width: 255 and -1 are the same i8 case.
func caseKey(c constant.Constant) string {
	ci, ok := c.(*constant.Int)
	if !ok {
		return c.Ident()
	}
	mask := new(big.Int).Lsh(big.NewInt(1), uint(ci.Typ.BitSize))
	mask.Sub(mask, big.NewInt(1))
	return new(big.Int).And(ci.X, mask).String()
}

// checkFuncLinkage reports a function linkage LLVM 14 refuses: appending
// (the llvm dialect refuses common), and extern_weak on a definition.
func checkFuncLinkage(l enum.Linkage, definition bool) error {
	switch {
	case l == enum.LinkageAppending:
		return fmt.Errorf("a function cannot have appending linkage (LLVM 14 refuses it; only global arrays can)")
	case l == enum.LinkageExternWeak && definition:
		return fmt.Errorf("a function with a body cannot have extern_weak linkage (LLVM 14 refuses it; extern_weak is for declarations)")
	}
	return nil
}

// checkGlobal reports a global LLVM 14 refuses: one of function type, an
// extern_weak one with an initializer, a common one that is constant or
// whose initializer is not zero. (The llvm dialect refuses an appending
// global that is not an array, and a common one whose value attribute is
// not zero.)
func checkGlobal(op *ir.Operation, g *llir.Global) error {
	if _, isFunc := g.ContentType.(*types.FuncType); isFunc {
		return Errorf(op, "a global cannot be of function type %s (LLVM 14 refuses it: declare a function with llvm.func)", g.ContentType)
	}
	switch g.Linkage {
	case enum.LinkageExternWeak:
		if g.Init != nil {
			return Errorf(op, "a global with extern_weak linkage cannot have an initializer (LLVM 14 refuses it; extern_weak is for declarations)")
		}
	case enum.LinkageCommon:
		if g.Immutable {
			return Errorf(op, "a global with common linkage cannot be constant (LLVM 14 refuses it)")
		}
		if g.Init != nil && !isZeroConstant(g.Init) {
			return Errorf(op, "a global with common linkage must be initialized to zero (LLVM 14 refuses %s)", g.Init)
		}
	}
	return nil
}

// isZeroConstant reports whether c is LLVM's null value of its type.
func isZeroConstant(c constant.Constant) bool {
	switch c := c.(type) {
	case *constant.ZeroInitializer, *constant.Null:
		return true
	case *constant.Int:
		return c.X.Sign() == 0
	case *constant.Float:
		return c.X.Sign() == 0 && !c.X.Signbit() && !c.NaN
	case *constant.Struct:
		for _, f := range c.Fields {
			if !isZeroConstant(f) {
				return false
			}
		}
		return true
	case *constant.Array:
		for _, e := range c.Elems {
			if !isZeroConstant(e) {
				return false
			}
		}
		return true
	case *constant.Vector:
		for _, e := range c.Elems {
			if !isZeroConstant(e) {
				return false
			}
		}
		return true
	case *constant.CharArray:
		for _, b := range c.X {
			if b != 0 {
				return false
			}
		}
		return true
	}
	return false
}
