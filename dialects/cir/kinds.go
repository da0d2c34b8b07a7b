package cir

import (
	"slices"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// The kinds of cir.binop, cir.unary, cir.cmp and cir.cast, of the cases
// of cir.switch, and the linkage of functions and globals. Each is a Go
// enum held by an enum attribute, as llvm's linkage is (llvm.LinkageAttr):
// the op's `kind` is `#cir.binop_kind<add>` in the generic form and the
// bare keyword in the custom form, `cir.binop(add, %a, %b) : !cir.int<s,
// 32>`. Code matches kinds as typed values (the views' Kind and Linkage
// methods), never as strings.

// BinOpKind is the kind of a cir.binop.
type BinOpKind uint8

const (
	BinAdd BinOpKind = iota
	BinSub
	BinMul
	BinDiv
	BinRem
	BinAnd
	BinOr
	BinXor
	BinShl
	BinShr
)

// UnaryKind is the kind of a cir.unary.
type UnaryKind uint8

const (
	UnaryInc UnaryKind = iota
	UnaryDec
	UnaryPlus
	UnaryMinus
	UnaryNot  // ~x
	UnaryLNot // !x on a bool
)

// CmpKind is the kind of a cir.cmp.
type CmpKind uint8

const (
	CmpLT CmpKind = iota
	CmpLE
	CmpGT
	CmpGE
	CmpEQ
	CmpNE
)

// CastKind is the kind of a cir.cast.
type CastKind uint8

const (
	CastIntegral CastKind = iota
	CastFloating
	CastIntToFloat
	CastFloatToInt
	CastIntToBool
	CastFloatToBool
	CastPtrToBool
	CastBoolToInt
	CastBoolToFloat
	CastArrayToPtrDecay
	CastBitcast
	CastNullToPtr
	CastIntToPtr
	CastPtrToInt
)

// SwitchCaseKind is the kind of one case of a cir.switch.
type SwitchCaseKind uint8

const (
	CaseEqual SwitchCaseKind = iota
	CaseAnyOf
	CaseDefault
)

// Linkage is the linkage of a cir.func or cir.global.
type Linkage uint8

const (
	ExternalLinkage Linkage = iota
	InternalLinkage         // C's static
	PrivateLinkage
)

// kindDef describes one kind enum: what diagnostics call it, the mnemonic
// of its attribute (#cir.<mnemonic><keyword>), and the keywords in value
// order, which is also the order messages list them in.
type kindDef struct {
	what, mnemonic string
	words          []string
}

var (
	binOpKindDef = kindDef{"binop", "binop_kind", []string{"add", "sub", "mul", "div", "rem", "and", "or", "xor", "shl", "shr"}}
	unaryKindDef = kindDef{"unary", "unary_kind", []string{"inc", "dec", "plus", "minus", "not", "lnot"}}
	cmpKindDef   = kindDef{"cmp", "cmp_kind", []string{"lt", "le", "gt", "ge", "eq", "ne"}}
	castKindDef  = kindDef{"cast", "cast_kind", []string{
		"integral", "floating", "int_to_float", "float_to_int",
		"int_to_bool", "float_to_bool", "ptr_to_bool", "bool_to_int", "bool_to_float",
		"array_to_ptrdecay", "bitcast", "null_to_ptr", "int_to_ptr", "ptr_to_int",
	}}
	caseKindDef = kindDef{"case", "case_kind", []string{"equal", "anyof", "default"}}
	linkageDef  = kindDef{"linkage", "linkage", []string{"external", "internal", "private"}}
)

// word returns the keyword of value v, or a placeholder for a value no
// keyword names (a kind made by conversion in Go code).
func (d *kindDef) word(v uint8) string {
	if int(v) < len(d.words) {
		return d.words[v]
	}
	return d.what + "_kind" + strconv.Itoa(int(v))
}

func (d *kindDef) list() string { return strings.Join(d.words, ", ") }

func (BinOpKind) def() *kindDef      { return &binOpKindDef }
func (UnaryKind) def() *kindDef      { return &unaryKindDef }
func (CmpKind) def() *kindDef        { return &cmpKindDef }
func (CastKind) def() *kindDef       { return &castKindDef }
func (SwitchCaseKind) def() *kindDef { return &caseKindDef }
func (Linkage) def() *kindDef        { return &linkageDef }

func (k BinOpKind) String() string      { return k.def().word(uint8(k)) }
func (k UnaryKind) String() string      { return k.def().word(uint8(k)) }
func (k CmpKind) String() string        { return k.def().word(uint8(k)) }
func (k CastKind) String() string       { return k.def().word(uint8(k)) }
func (k SwitchCaseKind) String() string { return k.def().word(uint8(k)) }
func (k Linkage) String() string        { return k.def().word(uint8(k)) }

// kind is the constraint of the kind enums.
type kind interface {
	~uint8
	def() *kindDef
	String() string
}

// kindAttr is the enum attribute holding a kind K.
type kindAttr[K kind] struct{ Kind K }

// The kind attributes: `#cir.binop_kind<add>`, `#cir.unary_kind<minus>`,
// `#cir.cmp_kind<lt>`, `#cir.cast_kind<integral>`, `#cir.case_kind<equal>`,
// `#cir.linkage<internal>`.
type (
	BinOpKindAttr      = kindAttr[BinOpKind]
	UnaryKindAttr      = kindAttr[UnaryKind]
	CmpKindAttr        = kindAttr[CmpKind]
	CastKindAttr       = kindAttr[CastKind]
	SwitchCaseKindAttr = kindAttr[SwitchCaseKind]
	LinkageKindAttr    = kindAttr[Linkage]
)

// PrintAttribute prints the attribute in full, as the generic form and
// attribute dictionaries show it.
func (a kindAttr[K]) PrintAttribute(p *ir.AsmPrinter) {
	d := a.Kind.def()
	p.WriteString("#cir." + d.mnemonic + "<" + d.word(uint8(a.Kind)) + ">")
}

// valid reports whether the attribute's kind is one with a keyword.
func (a kindAttr[K]) valid() bool { return int(a.Kind) < len(a.Kind.def().words) }

// kindOf returns the kind attribute of op, and whether it is a valid
// kind of type K.
func kindOf[K kind](op *ir.Operation) (K, bool) { return enumAttr[K](op, KindAttr) }

// enumAttr returns op's attribute name, and whether it is a valid kind of
// type K.
func enumAttr[K kind](op *ir.Operation, name string) (K, bool) {
	a, ok := op.Attr(name).(kindAttr[K])
	return a.Kind, ok && a.valid()
}

// kindAttrs returns the attribute list of an op of kind k.
func kindAttrs[K kind](k K) []ir.NamedAttribute {
	return []ir.NamedAttribute{{Name: KindAttr, Value: kindAttr[K]{k}}}
}

// kindAttrC is the constraint of an attribute holding a kind K: one of
// allowed, or any valid one when allowed is empty.
func kindAttrC[K kind](allowed ...K) ir.AttrConstraint {
	var k K
	d := k.def()
	words := d.words
	if len(allowed) > 0 {
		words = make([]string, len(allowed))
		for i, a := range allowed {
			words[i] = a.String()
		}
	}
	return ir.AttrConstraint{
		Desc: "#cir." + d.mnemonic + " attribute, one of " + strings.Join(words, ", "),
		Pred: func(a ir.Attribute) bool {
			ka, ok := a.(kindAttr[K])
			return ok && ka.valid() && (len(allowed) == 0 || slices.Contains(allowed, ka.Kind))
		},
	}
}

// parseKind parses the bare keyword of a kind K.
func parseKind[K kind](p *ir.AsmParser) (K, error) {
	var k K
	d := k.def()
	loc := p.Loc()
	word, err := p.ParseIdentifier()
	if err != nil {
		return k, p.ErrorfAt(loc, "expected %s kind, one of %s", d.what, d.list())
	}
	i := slices.Index(d.words, word)
	if i < 0 {
		return k, p.ErrorfAt(loc, "unknown %s kind '%s', expected one of %s", d.what, word, d.list())
	}
	return K(i), nil
}

// parseKindAttr parses the body of a kind attribute, `<keyword>`.
func parseKindAttr[K kind](p *ir.AsmParser) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	k, err := parseKind[K](p)
	if err != nil {
		return nil, err
	}
	return kindAttr[K]{k}, p.ParsePunct(">")
}

// printKind prints op's kind as its keyword, or reports false when op has
// no valid kind K (a malformed op, which the printer shows as such).
func printKind[K kind](p *ir.AsmPrinter, op *ir.Operation) bool {
	k, ok := kindOf[K](op)
	if ok {
		p.WriteString(k.String())
	}
	return ok
}
