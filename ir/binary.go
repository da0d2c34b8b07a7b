package ir

// BinaryOpFormat is the assembly format of an elementwise binary op whose
// operands and result share one type: `arith.addi %a, %b : i32`.
const BinaryOpFormat = "$lhs `,` $rhs attr-dict `:` type($result)"

// BinaryOpDef returns a fresh definition of the most common shape of op:
// an elementwise binary op, Pure, with operands lhs and rhs and one result
// result, all of one type that t accepts (SameOperandsAndResultType), in
// [BinaryOpFormat]. extra traits follow Pure and SameOperandsAndResultType.
//
// It spells out nothing a reader of the op needs beyond its name, summary,
// constraint and traits; what else the op has (a folder, attributes,
// effects, interfaces) the caller sets on the result. Each call returns
// new slices, so callers may append to them.
func BinaryOpDef(name, summary string, t TypeConstraint, extra ...Trait) *OpDef {
	return &OpDef{
		Name:     name,
		Summary:  summary,
		Operands: []OperandDef{{Name: "lhs", Type: t}, {Name: "rhs", Type: t}},
		Results:  []ResultDef{{Name: "result", Type: t}},
		Traits:   append([]Trait{Pure, SameOperandsAndResultType}, extra...),
		Format:   BinaryOpFormat,
	}
}
