package llvm

import "github.com/strata-ir/strata/ir"

// The type and attribute constraints of the LLVM dialect's ops, described
// as MLIR 16 describes them in its verifier messages.

// elementOf returns the element type of a vector, or t itself.
func elementOf(t ir.Type) ir.Type {
	if v, ok := t.(*ir.VectorType); ok {
		return v.ElementType()
	}
	return t
}

func isSignlessInt(t ir.Type) bool {
	it, ok := t.(ir.IntegerType)
	return ok && it.IsSignless()
}

func isPointer(t ir.Type) bool {
	_, ok := t.(PointerType)
	return ok
}

// isAggregate reports whether t is an LLVM struct or array type.
func isAggregate(t ir.Type) bool {
	switch t.(type) {
	case StructType, ArrayType:
		return true
	}
	return false
}

var (
	llvmTypeC  = ir.TypeConstraint{Desc: "LLVM dialect-compatible type", Pred: IsLLVMType}
	intC       = ir.TypeConstraint{Desc: "integer", Pred: isSignlessInt}
	intLikeC   = ir.TypeConstraint{Desc: "integer or LLVM dialect-compatible vector of integer", Pred: func(t ir.Type) bool { return isSignlessInt(elementOf(t)) }}
	floatLikeC = ir.TypeConstraint{Desc: "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type", Pred: func(t ir.Type) bool { return ir.IsFloat(elementOf(t)) }}
	boolLikeC  = ir.TypeConstraint{Desc: "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer", Pred: func(t ir.Type) bool { return elementOf(t) == ir.Type(ir.I1) }}
	i1C        = ir.TypeConstraint{Desc: "1-bit signless integer", Pred: func(t ir.Type) bool { return t == ir.Type(ir.I1) }, Buildable: ir.I1}
	i8C        = ir.TypeConstraint{Desc: "8-bit signless integer", Pred: func(t ir.Type) bool { return t == ir.Type(ir.I8) }, Buildable: ir.I8}
	ptrC       = ir.TypeConstraint{Desc: "LLVM pointer type", Pred: isPointer}
	// intOrPtrC is what comparisons accept: integers, pointers, and
	// vectors of integers.
	intOrPtrLikeC = ir.TypeConstraint{Desc: "integer or LLVM pointer type or LLVM dialect-compatible vector of integer", Pred: func(t ir.Type) bool {
		return isSignlessInt(elementOf(t)) || isPointer(t)
	}}
	// nonAggregateC is what bitcast and select take: any LLVM value type
	// that is not a struct or an array.
	nonAggregateC = ir.TypeConstraint{Desc: "LLVM non-aggregate type", Pred: func(t ir.Type) bool { return IsLLVMType(t) && !isAggregate(t) }}
	aggregateC    = ir.TypeConstraint{Desc: "LLVM aggregate type", Pred: isAggregate}
	// cmpxchgResultC is !llvm.struct<(T, i1)>.
	cmpxchgResultC = ir.TypeConstraint{Desc: "an LLVM struct type with any integer or pointer followed by a single-bit integer", Pred: func(t ir.Type) bool {
		s, ok := t.(StructType)
		if !ok || s.Name != "" || s.Packed {
			return false
		}
		f := s.Fields()
		return len(f) == 2 && (isSignlessInt(f[0]) || isPointer(f[0])) && f[1] == ir.Type(ir.I1)
	}}
)

var (
	linkageAttrC = ir.AttrConstraint{Desc: "LLVM linkage specification", Pred: func(a ir.Attribute) bool {
		_, ok := a.(LinkageAttr)
		return ok
	}}
	cconvAttrC = ir.AttrConstraint{Desc: "LLVM Calling Convention specification", Pred: func(a ir.Attribute) bool {
		_, ok := a.(CConvAttr)
		return ok
	}}
	fastmathAttrC = ir.AttrConstraint{Desc: "LLVM fastmath flags", Pred: func(a ir.Attribute) bool {
		_, ok := a.(FastmathAttr)
		return ok
	}}
	overflowAttrC = ir.AttrConstraint{Desc: "LLVM integer overflow flags", Pred: func(a ir.Attribute) bool {
		_, ok := a.(OverflowAttr)
		return ok
	}}
	llvmFuncTypeAttrC = ir.AttrConstraint{Desc: "type attribute of LLVM function type", Pred: func(a ir.Attribute) bool {
		ta, ok := a.(ir.TypeAttr)
		if !ok {
			return false
		}
		_, ok = ta.Type.(FuncType)
		return ok
	}}
	typeAttrC = ir.AttrConstraint{Desc: "any type attribute", Pred: func(a ir.Attribute) bool {
		_, ok := a.(ir.TypeAttr)
		return ok
	}}
	i32AttrC = ir.AttrConstraint{Desc: "32-bit signless integer attribute", Pred: func(a ir.Attribute) bool {
		ia, ok := a.(ir.IntegerAttr)
		return ok && ia.AttrType() == ir.Type(ir.I32)
	}}
	i64ArrayAttrC = ir.AttrConstraint{Desc: "i64 dense array attribute", Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseArrayAttr)
		return ok && d.ElementType() == ir.Type(ir.I64)
	}}
)

// enumAttrC accepts an i64 attribute whose value is one of the cases
// named by names (an empty name is a hole in the numbering).
func enumAttrC(desc string, names []string) ir.AttrConstraint {
	return ir.AttrConstraint{Desc: desc, Pred: func(a ir.Attribute) bool {
		ia, ok := a.(ir.IntegerAttr)
		if !ok || ia.AttrType() != ir.Type(ir.I64) {
			return false
		}
		v := ia.Int64()
		return v >= 0 && v < int64(len(names)) && names[v] != ""
	}}
}
