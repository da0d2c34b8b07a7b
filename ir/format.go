package ir

// Declarative assembly formats.
//
// An OpDef's Format gives the op's custom syntax in MLIR's declarative
// assembly format. It is compiled when the dialect registers, checked
// against the definition, and then drives both the printer and the parser,
// so that the two cannot disagree. The format is a sequence of elements
// separated by white space:
//
//	`kw` `,` `->`           a literal: a keyword or punctuation (one of
//	                        _ : , = < > ( ) [ ] { } ? + * | -> ... ::)
//	` `  ``  `\n`           a space, no space, a new line (printing only)
//	$name                   an operand group, attribute, region or successor
//	attr-dict               the attributes the format does not spell: {a = 1}
//	attr-dict-with-keyword  the same, spelled attributes {a = 1}
//	type($x)                the types of operand or result group x, a comma
//	                        list when x is variadic; also type(operands) and
//	                        type(results)
//	qualified(...)          around a type directive or an attribute; strata
//	                        always prints types and attributes in full, so it
//	                        changes nothing
//	functional-type(a, b)   (types of a) -> types of b, where a and b are
//	                        $groups, operands or results
//	operands regions successors
//	                        all of them, comma separated
//	(elements)?             an optional group, present when its anchor (the
//	                        element followed by ^) is
//	(then):(else)?          the same, with elements for when it is absent
//
// Result groups appear only inside type directives. Every operand, region
// and successor must appear, attr-dict exactly once, no variable twice, and
// the parser must be able to find every type: from the format, from a
// constraint's Buildable type, or through SameOperandsAndResultType and
// AllTypesMatch from a group (or a typed attribute) whose type it knows.
//
// Printing follows MLIR's spacing, so that formats print as mlir-opt prints
// them: elements are separated by a space, except that there is none after
// ( [ { < nor before , ) ] } >, and none before ( [ { < either unless
// punctuation precedes them (so `to` `(` prints "to(" but `,` `(` ", (").
// An optional or variadic value that is absent still takes its space, as in
// MLIR; optional groups avoid that.
//
// A variadic type list the text does not give the length of may be empty
// (MLIR requires one type), so that an empty group reads back as printed.
//
// An anchor is present when its operand group, or the group its type
// directive names, is non-empty, when its attribute is set, or when its
// region has blocks. The parser decides on a group by its first element, and
// then requires the anchor. A unit attribute anchoring a group that starts
// with something else is not printed: the group's presence means the
// attribute, as in (`nsw` $nsw^)?.
//
// Attributes print with [Attribute.PrintAttribute], except that an attribute
// whose AttrDef.Asm gives a Type prints without it (the parser supplies it),
// one whose Asm gives Enum cases prints as the case keyword, one whose Asm
// is Unqualified prints without its #dialect. prefix (fastmath<fast>), and
// sym_name prints as a symbol name (@name). qualified($attr) prints an
// Unqualified attribute in full.
//
// custom<Name>(params) hands part of the syntax to the op's
// [CustomDirective] Name, as MLIR's custom directive does: its parser and
// printer get the listed operand groups, type directives, attributes,
// regions and successors, which it parses and prints as it likes; a
// parameter ref(x) gives it what an earlier element bound, to read. A
// custom directive takes a space before it, as a variable does; `` before
// it takes the space away (for one that may print nothing).
//
// When an op has several optional or variadic operand groups, the parser
// sets operand_segment_sizes (result_segment_sizes likewise) and attr-dict
// does not print it; with the operands directive the group sizes cannot be
// seen in the text, so the attribute stays in attr-dict.
//
// An attribute with an AttrDef.Default goes unsaid when it equals its
// default, as MLIR prints a DefaultValuedAttr: attr-dict leaves it out, and
// an optional group it anchors is absent. Spelled bare, it is parsed as
// optional and always printed (its default when the op lacks it). The
// parser fills in the default of an attribute the text leaves out.
//
// Not supported: oilist, variadic-of-variadic groups, attr-dict as a
// parameter of custom, and successors or custom directives inside optional
// groups (as in MLIR).

import (
	"fmt"
	"strings"
)

// AttrAsm says how an assembly format writes an attribute. The zero value
// writes it in full, with its type.
type AttrAsm struct {
	// Type is the type every value of the attribute has. The format then
	// prints the value without it (4, not 4 : i32) and parses a bare value as
	// being of this type. It is also the type of an enum's integer values
	// (I64 when nil).
	Type Type
	// Enum makes the attribute an enumeration: an IntegerAttr whose value is
	// one of the cases, which the format writes as the case keyword, as in
	// arith.cmpi slt. [EnumConstraint] makes the matching constraint.
	Enum []EnumCase
	// Unqualified names the dialect attribute the value is, as
	// "dialect.mnemonic": the format writes it without its `#dialect.`
	// prefix (fastmath<fast> for #arith.fastmath<fast>), and parses the
	// mnemonic and then what follows it with the dialect's ParseAttribute
	// hook, as MLIR does for an attribute whose storage class the
	// constraint knows. The hook gets Type (nil when unset) as the
	// attribute's type: a `: type` after the attribute is the format's to
	// read. The full form reads back too, and a value of another kind
	// prints in full.
	Unqualified string
}

// unqualified splits a.Unqualified into its dialect and mnemonic.
func (a AttrAsm) unqualified() (dialect, mnemonic string) {
	dialect, mnemonic, _ = strings.Cut(a.Unqualified, ".")
	return dialect, mnemonic
}

// CustomDirective is a parser and printer pair that an assembly format
// calls as custom<Name>(params), for a piece of syntax the other
// directives cannot say (MLIR's custom directive, whose parseName and
// printName functions these are). An OpDef lists the directives its
// Format uses in Custom.
//
// Both functions get one CustomArg per parameter, in order. Parse stands
// where the directive is in the text and fills the arguments that are not
// Ref (the ones that are hold what earlier elements parsed); Print prints
// the arguments it is given. Parse reports bad input as errors from the
// AsmParser, which locates them.
type CustomDirective struct {
	Name  string
	Parse func(p *AsmParser, args []CustomArg) error
	Print func(p *AsmPrinter, op *Operation, args []CustomArg)
}

// CustomArg is one parameter of a custom directive: the field of its kind
// is used. An operand group is Operands when parsing (its types come from
// a type parameter or elsewhere in the format) and Values when printing.
type CustomArg struct {
	// Ref is set for a ref(...) parameter, which the parser only reads.
	Ref        bool
	Operands   []UnresolvedOperand // $operand, parsing
	Values     []*Value            // $operand, printing
	Types      []Type              // type($operand) or type($result)
	Attr       Attribute           // $attr: nil when absent
	Regions    []*Region           // $region: one for a single region
	Successors []*Block            // $successor
}

// EnumCase is one case of an enum-like attribute.
type EnumCase struct {
	Keyword string
	Value   int64
}

func (a AttrAsm) enumType() Type {
	if a.Type != nil {
		return a.Type
	}
	return I64
}

// enumKeyword returns the keyword of a's case, if a is one.
func (a AttrAsm) enumKeyword(attr Attribute) (string, bool) {
	ia, ok := attr.(IntegerAttr)
	if !ok || ia.AttrType() != a.enumType() {
		return "", false
	}
	for _, c := range a.Enum {
		if IntAttr(ia.AttrType(), c.Value) == ia {
			return c.Keyword, true
		}
	}
	return "", false
}

// EnumConstraint returns the constraint of an enum attribute: an
// IntegerAttr of type typ (I64 when nil) whose value is one of the cases.
func EnumConstraint(desc string, typ Type, cases []EnumCase) AttrConstraint {
	asm := AttrAsm{Type: typ, Enum: cases}
	return AttrConstraint{Desc: desc, Pred: func(a Attribute) bool {
		_, ok := asm.enumKeyword(a)
		return ok
	}}
}

// FormatError reports a bad assembly format: the op, where in the format
// (line and column, 1-based, counted in bytes), and what is wrong.
type FormatError struct {
	Op        string
	Line, Col int
	Msg       string
}

func (e *FormatError) Error() string {
	if e.Line > 1 {
		return fmt.Sprintf("'%s' assembly format, line %d, column %d: %s", e.Op, e.Line, e.Col, e.Msg)
	}
	return fmt.Sprintf("'%s' assembly format, column %d: %s", e.Op, e.Col, e.Msg)
}

// newFormatError locates a problem found at byte offset pos of the format.
func newFormatError(def *OpDef, pos int, format string, args ...any) *FormatError {
	src := def.Format
	pos = min(max(pos, 0), len(src))
	line := 1 + strings.Count(src[:pos], "\n")
	col := pos - strings.LastIndexByte(src[:pos], '\n')
	return &FormatError{Op: def.Name, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// compiledFormat is an op's declarative assembly format, checked against
// its definition and ready to print and parse. It is immutable, so ops of
// one definition print and parse concurrently.
type compiledFormat struct {
	def   *OpDef
	elems []fmtElement

	// The parser's source for the types of each operand and result group.
	operandTypes []fmtTypeSource
	resultTypes  []fmtTypeSource

	// Whether operands, or their or the results' types, are spelled as one
	// list by the operands, type(operands), type(results) or
	// functional-type directives rather than by group.
	allOperands, allOperandTypes, allResultTypes bool

	// Whether the parser computes the segment-size attributes, which the
	// printer then leaves out of attr-dict.
	operandSegments, resultSegments bool

	// elided lists the attributes attr-dict does not print; defaulted, the
	// default-valued attributes it prints only when they differ from
	// their default.
	elided    []string
	defaulted []int
}

// compileFormat compiles def.Format; it returns nil, nil when def has none.
func compileFormat(def *OpDef) (*compiledFormat, error) {
	if strings.TrimSpace(def.Format) == "" {
		return nil, nil
	}
	toks, err := lexFormat(def)
	if err != nil {
		return nil, err
	}
	c := newFormatCompiler(def, toks)
	return c.compile()
}
