package ir

import (
	"fmt"
	"slices"
)

// OpDef is the declarative definition of an operation: what a dialect
// author writes, in Go, to register an operation with a [Context].
//
//	&ir.OpDef{
//		Name:     "arith.addi",
//		Operands: []ir.OperandDef{{Name: "lhs", Type: ir.SignlessIntegerLike}, {Name: "rhs", Type: ir.SignlessIntegerLike}},
//		Results:  []ir.ResultDef{{Name: "result", Type: ir.SignlessIntegerLike}},
//		Traits:   []ir.Trait{ir.Pure, ir.Commutative, ir.SameOperandsAndResultType},
//		Format:   "$lhs `,` $rhs attr-dict `:` type($result)",
//		Fold:     foldAddI,
//	}
//
// (arith builds that shape, the common one of elementwise binary ops,
// with [BinaryOpDef].)
//
// The verifier checks the constraints, the traits and then Verify; the
// parser and printer use Format (or Parse and Print when the syntax cannot
// be said declaratively; with neither, the op has only the generic form).
type OpDef struct {
	// Name is the full name, "dialect.op".
	Name        string
	Summary     string
	Description string

	Operands   []OperandDef
	Results    []ResultDef
	Attributes []AttrDef
	Regions    []RegionDef
	Successors []SuccessorDef
	Traits     []Trait

	// Format is the declarative assembly format, in MLIR's syntax.
	Format string
	// Parse and Print implement a custom syntax by hand. Parse fills st,
	// whose Name and Loc are already set. Its Operands, ResultTypes and
	// Attributes start empty with room the parser reuses from op to op
	// (the op is created from copies), so appending to them allocates
	// nothing for a small op; ScratchOperands and ScratchArguments give
	// reusable room for what Parse gathers on the way.
	Parse func(p *AsmParser, st *OperationState) error
	Print func(p *AsmPrinter, op *Operation)
	// ReadsAs names a registered op that this name is read as, in custom
	// and generic form alike: a newer spelling of an op that a dialect
	// keeps printing in its older form (llvm.mlir.poison read as
	// llvm.mlir.undef, for MLIR 16 to read the print). Parse or Format
	// fill the state of that op; no op of this name is ever built.
	ReadsAs string
	// Upgrade, when set, runs on each op of this name just parsed, in
	// custom and generic form alike, with b inserting before it: it turns
	// a spelling the dialect reads but keeps in another form into that
	// form, where the change needs more than ReadsAs (an operand a newer
	// spelling holds as an attribute, which needs a constant op). It runs
	// before verification, so it must leave an op it does not recognise
	// as it is, for the verifier to report.
	Upgrade func(b *Builder, op *Operation) error
	// Custom lists the custom directives Format calls (custom<Name>(...)).
	Custom []CustomDirective
	// AsmResultNames suggests names for the results ("c0" prints as %c0,
	// made unique with a suffix where needed); "" keeps the number.
	AsmResultNames func(op *Operation) []string
	// DefaultDialect is the dialect whose prefix the custom forms of the
	// operations nested in the op's regions may leave out, as MLIR's
	// OpAsmOpInterface::getDefaultDialect says: "func" lets the body of a
	// func.func spell `return`. It applies only while the op itself is in
	// custom form: the generic form gives its nested ops their full names.
	DefaultDialect string

	// Verify checks what the constraints and traits cannot; it runs after
	// them, so it may rely on operand counts and attribute kinds.
	Verify func(op *Operation) error
	// VerifySymbolUses checks the symbols op refers to (a call's callee).
	// It runs after the rest of the IR has verified, with a collection
	// that indexes each symbol table once for the whole verification.
	VerifySymbolUses func(op *Operation, symbols *SymbolTableCollection) error
	// VerifyRegions runs after the regions have been verified.
	VerifyRegions func(op *Operation) error
	// Fold tries to fold op given the constant values of its operands (nil
	// where not constant). It returns one result per op result, or nil when
	// it cannot fold. Returning op's own results means op was updated in
	// place.
	Fold func(op *Operation, operands []Attribute) []FoldResult
	// Canonicalize lists the op's canonicalization patterns.
	Canonicalize []CanonicalizationPattern
	// Effects returns the memory effects of op, for ops that are neither
	// Pure nor fully unknown.
	Effects func(op *Operation) []MemoryEffect
	// Speculatable says whether op may be executed where the program would
	// not have executed it (hoisted out of a loop, say): whether it can
	// never have undefined behaviour. nil means: Pure ops are
	// speculatable, others are not.
	Speculatable func(op *Operation) Speculatability
	// RegionKind says whether region i is an SSA CFG or a graph region;
	// nil means SSA CFG (or graph for every region with GraphRegions).
	RegionKind func(op *Operation, i int) RegionKind
	// Branch says which operands a terminator forwards to each of its
	// successors, for branches whose operands the default rule of
	// [SuccessorOperands] does not describe (cf.switch); nil uses the rule.
	Branch *BranchDef
	// Interfaces are the models of the op interfaces the op implements:
	// values of types that implement the interfaces' Go types (see
	// [Interface]). Other packages can add models with
	// [AttachInterface].
	Interfaces []any

	dialect *Dialect
	format  *compiledFormat // Format, compiled at registration
	// markers has bit markerBit(t) set for each marker trait t in Traits,
	// computed at registration (when registered is set), so that the
	// frequent HasTrait queries of passes need not search Traits.
	markers    uint32
	registered bool
	// operandArity and resultArity are the groups' arities, computed at
	// registration (operandArities, resultArities).
	operandArity, resultArity []Arity
}

// Dialect returns the dialect the definition was registered with.
func (d *OpDef) Dialect() *Dialect { return d.dialect }

// HasTrait reports whether the definition lists trait t.
func (d *OpDef) HasTrait(t Trait) bool {
	if d.registered {
		if bit, ok := markerBit(t); ok {
			return d.markers&(1<<bit) != 0
		}
	}
	return slices.Contains(d.Traits, t)
}

// cacheMarkers computes, at registration, d.markers from d.Traits and the
// arities of the operand and result groups.
func (d *OpDef) cacheMarkers() {
	d.markers = 0
	for _, t := range d.Traits {
		if bit, ok := markerBit(t); ok {
			d.markers |= 1 << bit
		}
	}
	d.operandArity = operandDefArities(d.Operands)
	d.resultArity = resultDefArities(d.Results)
	d.registered = true
}

// markerBit returns the bit that stands for marker trait t in
// OpDef.markers; ok is false for a trait without one (any trait that is
// not one of the marker traits below, which HasTrait then looks for in
// Traits). A string switch is much cheaper than comparing t with each
// trait of a definition as interfaces.
func markerBit(t Trait) (bit uint, ok bool) {
	m, isMarker := t.(markerTrait)
	if !isMarker {
		return 0, false
	}
	switch m {
	case "Pure":
		return 0, true
	case "Terminator":
		return 1, true
	case "IsolatedFromAbove":
		return 2, true
	case "SymbolTable":
		return 3, true
	case "Symbol":
		return 4, true
	case "NoTerminator":
		return 5, true
	case "SingleBlock":
		return 6, true
	case "SameOperandsAndResultType":
		return 7, true
	case "Commutative":
		return 8, true
	case "ConstantLike":
		return 9, true
	case "ReturnLike":
		return 10, true
	case "GraphRegions":
		return 11, true
	case "RecursiveMemoryEffects":
		return 12, true
	}
	return 0, false
}

// Arity says how many values a declared operand, result, region or
// successor stands for.
type Arity uint8

const (
	Single   Arity = iota // exactly one
	Optional              // zero or one
	Variadic              // any number
)

// TypeConstraint restricts the type of an operand or result.
type TypeConstraint struct {
	// Desc completes "must be ...", as in "signless integer or index".
	Desc string
	// Pred reports whether a type satisfies the constraint; nil accepts any.
	Pred func(Type) bool
	// Buildable, when set, is the one type the constraint allows, so that
	// an assembly format need not spell it (the condition of cf.cond_br is
	// always i1).
	Buildable Type
}

// Allows reports whether t satisfies the constraint.
func (c TypeConstraint) Allows(t Type) bool { return c.Pred == nil || c.Pred(t) }

// AttrConstraint restricts the value of an attribute.
type AttrConstraint struct {
	// Desc completes "failed to satisfy constraint: ...".
	Desc string
	Pred func(Attribute) bool
}

// Allows reports whether a satisfies the constraint.
func (c AttrConstraint) Allows(a Attribute) bool { return c.Pred == nil || c.Pred(a) }

// OperandDef declares an operand group.
type OperandDef struct {
	Name  string
	Type  TypeConstraint
	Arity Arity
}

// ResultDef declares a result group.
type ResultDef struct {
	Name  string
	Type  TypeConstraint
	Arity Arity
}

// AttrDef declares an attribute the op reads.
type AttrDef struct {
	Name       string
	Constraint AttrConstraint
	// Optional attributes may be absent.
	Optional bool
	// Default, when set, is the value an absent attribute stands for, as
	// with MLIR's DefaultValuedAttr. The attribute may then be absent: the
	// verifier checks Default in its place, [Operation.AttrOrDefault]
	// returns it, the parser fills it in (so that the generic form shows
	// it, as mlir-opt's does), and the assembly format leaves out a value
	// equal to it. Default must satisfy Constraint.
	Default Attribute
	// Asm says how the declarative assembly format writes the attribute:
	// without its type, or as the keyword of an enum case (see [AttrAsm]).
	Asm AttrAsm
}

// mayBeAbsent reports whether an op may lack the attribute.
func (a *AttrDef) mayBeAbsent() bool { return a.Optional || a.Default != nil }

// RegionDef declares a region.
type RegionDef struct {
	Name  string
	Arity Arity // Variadic: any number of regions for this entry
	// MinBlocks and MaxBlocks bound the number of blocks (0: no bound), as
	// MLIR's MinSizedRegion and MaxSizedRegion do; both 1 is SizedRegion<1>,
	// "region with 1 blocks", a body that must exist. (The SingleBlock
	// trait alone allows an empty region.)
	MinBlocks, MaxBlocks int
}

// SuccessorDef declares a successor.
type SuccessorDef struct {
	Name  string
	Arity Arity
}

// FoldResult is one folded result: a constant attribute or an existing
// value.
type FoldResult struct {
	Attr  Attribute
	Value *Value
}

// CanonicalizationPattern rewrites op into a simpler form through rw and
// reports whether it changed anything. The rewrite driver applies it.
type CanonicalizationPattern struct {
	Name    string
	Benefit int
	Rewrite func(op *Operation, rw Rewriter) bool
}

// Rewriter is what a rewrite pattern changes the IR through, so that the
// driver applying it (the greedy driver, dialect conversion) sees every
// change. *rewrite.Rewriter implements it; patterns written in a dialect
// package against this interface need not import package rewrite.
//
// Operations created through Builder are reported to the driver as
// inserted. Every other change must go through the methods below; a pattern
// that edits the IR directly leaves the driver's view stale.
type Rewriter interface {
	// Builder returns the builder whose insertion point is, when the
	// pattern starts, right before the matched op.
	Builder() *Builder
	// ReplaceOp replaces op's results with values, one per result, and
	// erases op.
	ReplaceOp(op *Operation, values []*Value)
	// EraseOp erases op, whose results must be unused.
	EraseOp(op *Operation)
	// ModifyInPlace runs fn, which changes op in place (operands,
	// attributes, successors, location).
	ModifyInPlace(op *Operation, fn func())
	// ReplaceAllUsesWith makes every use of from use to instead.
	ReplaceAllUsesWith(from, to *Value)
	// EraseBlock erases b and everything in it; its arguments and results
	// nested in it must be unused outside it.
	EraseBlock(b *Block)
	// InlineRegionBefore moves the blocks of r into before's region, in
	// order, right before block before.
	InlineRegionBefore(r *Region, before *Block)
	// InlineBlockBefore moves the operations of src right before op,
	// replacing src's arguments with args, and erases src, which must have
	// no predecessors.
	InlineBlockBefore(src *Block, op *Operation, args []*Value)
	// MergeBlocks moves the operations of src to the end of dest,
	// replacing src's arguments with args, and erases src.
	MergeBlocks(src, dest *Block, args []*Value)
	// SplitBlock splits b before op and returns the new block holding op
	// and what follows it.
	SplitBlock(b *Block, before *Operation) *Block
	// MoveOpBefore moves op right before other.
	MoveOpBefore(op, other *Operation)
}

// Speculatability is whether an operation may be executed speculatively.
type Speculatability uint8

const (
	NotSpeculatable Speculatability = iota
	Speculatable
	// RecursivelySpeculatable: speculatable when every operation nested in
	// it is.
	RecursivelySpeculatable
)

// EffectKind is a kind of memory effect.
type EffectKind uint8

const (
	EffectRead EffectKind = iota
	EffectWrite
	EffectAllocate
	EffectFree
)

// MemoryEffect is one effect of an operation on a resource, or on a value
// when Value is set.
type MemoryEffect struct {
	Kind     EffectKind
	Value    *Value // the memory acted on, or nil for "some memory"
	Resource string // "" for the default resource
}

// segments returns the sizes of the groups of n values described by defs:
// the declared arities, with the sizes of variadic groups taken from the
// segment-size attribute when more than one group is not Single. The sizes
// are written into buf's storage when it has room (a caller's array, so
// that asking for every op allocates nothing).
func segments(op *Operation, arities []Arity, n int, segAttr string, buf []int) ([]int, error) {
	var flexible int
	for _, a := range arities {
		if a != Single {
			flexible++
		}
	}
	sizes := slices.Grow(buf[:0], len(arities))[:len(arities)]
	clear(sizes)
	switch {
	case flexible == 0:
		if n != len(arities) {
			return nil, fmt.Errorf("expected %d, got %d", len(arities), n)
		}
		for i := range sizes {
			sizes[i] = 1
		}
	case flexible == 1:
		fixed := len(arities) - 1
		if n < fixed {
			return nil, fmt.Errorf("expected %d or more, got %d", fixed, n)
		}
		for i, a := range arities {
			sizes[i] = 1
			if a != Single {
				sizes[i] = n - fixed
				if a == Optional && sizes[i] > 1 {
					return nil, fmt.Errorf("expected at most %d, got %d", fixed+1, n)
				}
			}
		}
	default:
		seg, ok := op.Attr(segAttr).(*DenseArrayAttr)
		if !ok || seg.ElementType() != I32 {
			return nil, fmt.Errorf("requires dense i32 array attribute '%s'", segAttr)
		}
		vals := seg.Int64s()
		if len(vals) != len(arities) {
			return nil, fmt.Errorf("'%s' attribute for specifying %s segments must have %d elements, but got %d",
				segAttr, segAttrNoun(segAttr), len(arities), len(vals))
		}
		total := 0
		for i, v := range vals {
			if v < 0 {
				return nil, fmt.Errorf("'%s' attribute cannot have negative elements", segAttr)
			}
			if arities[i] == Single && v != 1 || arities[i] == Optional && v > 1 {
				return nil, fmt.Errorf("'%s' attribute gives %d values to a group that takes %s", segAttr, v, arityNoun(arities[i]))
			}
			sizes[i] = int(v)
			total += int(v)
		}
		if total != n {
			return nil, fmt.Errorf("%s count (%d) does not match with the total size (%d) specified in attribute '%s'",
				segAttrNoun(segAttr), n, total, segAttr)
		}
	}
	return sizes, nil
}

func segAttrNoun(segAttr string) string {
	if segAttr == ResultSegmentSizesAttr {
		return "result"
	}
	return "operand"
}

func arityNoun(a Arity) string {
	if a == Optional {
		return "at most one"
	}
	return "exactly one"
}

// The attributes that give the sizes of operand and result groups when an
// op has several variadic or optional groups (MLIR 16's spelling).
const (
	OperandSegmentSizesAttr = "operand_segment_sizes"
	ResultSegmentSizesAttr  = "result_segment_sizes"
)

// OperandGroup returns the operands of declared group i of a registered op.
func (op *Operation) OperandGroup(i int) []*Value {
	def := op.name.def
	if def == nil {
		panic("ir: OperandGroup on an unregistered operation")
	}
	var buf [8]int
	sizes, err := segments(op, def.operandArities(), len(op.operandSlots()), OperandSegmentSizesAttr, buf[:0])
	if err != nil {
		panic(fmt.Sprintf("ir: operand groups of %s: %v", op.Name(), err))
	}
	start := 0
	for k := 0; k < i; k++ {
		start += sizes[k]
	}
	out := make([]*Value, sizes[i])
	for k := range out {
		out[k] = op.operandSlots()[start+k].value
	}
	return out
}

// ResultGroup returns the results of declared group i of a registered op.
func (op *Operation) ResultGroup(i int) []*Value {
	def := op.name.def
	if def == nil {
		panic("ir: ResultGroup on an unregistered operation")
	}
	var buf [8]int
	sizes, err := segments(op, def.resultArities(), len(op.resultSlots()), ResultSegmentSizesAttr, buf[:0])
	if err != nil {
		panic(fmt.Sprintf("ir: result groups of %s: %v", op.Name(), err))
	}
	start := 0
	for k := 0; k < i; k++ {
		start += sizes[k]
	}
	out := make([]*Value, sizes[i])
	for k := range out {
		out[k] = &op.resultSlots()[start+k]
	}
	return out
}

// NamedValues returns the operand or result group declared with name, or
// nil when the op's definition declares none.
func (op *Operation) NamedValues(name string) []*Value {
	def := op.name.def
	if def == nil {
		return nil
	}
	for i, o := range def.Operands {
		if o.Name == name {
			return op.OperandGroup(i)
		}
	}
	for i, r := range def.Results {
		if r.Name == name {
			return op.ResultGroup(i)
		}
	}
	return nil
}

// AttrOrDefault returns the attribute named name or, when op lacks it, the
// default its definition declares (nil when there is neither). Accessors of
// default-valued attributes read them through it, since ops made with a
// Builder carry only the attributes they were given.
func (op *Operation) AttrOrDefault(name string) Attribute {
	if a := op.Attr(name); a != nil {
		return a
	}
	if def := op.name.def; def != nil {
		for i := range def.Attributes {
			if def.Attributes[i].Name == name {
				return def.Attributes[i].Default
			}
		}
	}
	return nil
}

// appendDefaults returns attrs with the defaults of the attributes of
// def that it lacks added, as MLIR 16 adds them when it creates an op. It
// appends into the spare capacity of attrs: the parser calls it on
// buffers it owns, for every operation it parses, so that adding a default
// need not allocate.
func appendDefaults(def *OpDef, attrs []NamedAttribute) []NamedAttribute {
	if def == nil {
		return attrs
	}
	for i := range def.Attributes {
		a := &def.Attributes[i]
		if a.Default == nil || slices.ContainsFunc(attrs, func(n NamedAttribute) bool { return n.Name == a.Name }) {
			continue
		}
		attrs = append(attrs, NamedAttribute{Name: a.Name, Value: a.Default})
	}
	return attrs
}
