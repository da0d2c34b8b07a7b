package ir

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unsafe"
)

// Operation is the unit of the IR: a named operation with operands,
// results, attributes, successors, regions and a location.
//
// Operations are created detached by [Context.Create] (or through a
// [Builder]) and live in at most one block at a time.
type Operation struct {
	name *OpName
	loc  Location

	block      *Block
	prev, next *Operation

	// extra holds the successors and regions, which most operations lack:
	// nil for those, and one pointer instead of two slices in every
	// operation.
	extra *opExtra

	// The operands, results and attributes are arrays of numOperands,
	// numResults and numAttrs elements (operandSlots, resultSlots and
	// attrList make slices of them): a pointer and a 32-bit count instead
	// of a slice's three words each. The operands and results of most
	// operations share the operation's allocation (allocOp); the
	// attributes, sorted by name, are never changed in place, so that
	// operations can share them (see SetAttr).
	operands *OpOperand
	results  *Value
	attrs    *NamedAttribute

	// markGen and markN are the scratch word of Marks: what one algorithm
	// working on the operation keeps for it instead of in a map.
	markGen uint64

	numOperands, numResults, numAttrs uint32
	order                             int32 // position in the block, valid while block.orderValid
	markN                             int32
}

// operandSlots returns the operands of op.
func (op *Operation) operandSlots() []OpOperand { return unsafe.Slice(op.operands, op.numOperands) }

// resultSlots returns the results of op.
func (op *Operation) resultSlots() []Value { return unsafe.Slice(op.results, op.numResults) }

// attrList returns the attributes of op, which must not be modified.
func (op *Operation) attrList() []NamedAttribute { return unsafe.Slice(op.attrs, op.numAttrs) }

// setOperandSlots, setResultSlots and setAttrList make s the operands,
// results or attributes of op.
func (op *Operation) setOperandSlots(s []OpOperand) {
	op.operands, op.numOperands = unsafe.SliceData(s), count32(len(s))
}

func (op *Operation) setResultSlots(s []Value) {
	op.results, op.numResults = unsafe.SliceData(s), count32(len(s))
}

func (op *Operation) setAttrList(s []NamedAttribute) {
	if len(s) == 0 {
		op.attrs, op.numAttrs = nil, 0
		return
	}
	op.attrs, op.numAttrs = unsafe.SliceData(s), count32(len(s))
}

// count32 returns n as an operation's element count.
func count32(n int) uint32 {
	if n > math.MaxUint32 {
		panic(fmt.Sprintf("ir: an operation with %d operands, results or attributes", n))
	}
	return uint32(n)
}

// opExtra is the out-of-line part of an operation with successors or
// regions. Its slices are never reallocated once the operation exists:
// pointers to regions and successor slots stay valid.
type opExtra struct {
	successors []BlockOperand
	regions    []Region
}

// OperationState describes an operation to create.
type OperationState struct {
	Name        string
	Loc         Location
	Operands    []*Value
	ResultTypes []Type
	Attributes  []NamedAttribute
	Successors  []*Block
	NumRegions  int
}

// Create makes a detached operation from st. The name need not be
// registered: whether unregistered operations are acceptable is the
// verifier's decision.
func (c *Context) Create(st OperationState) *Operation {
	return createOp(c.OpName(st.Name), &st)
}

// createOp is Create with the name record looked up: the parser keeps its
// own, and looking it up in the context takes a lock that concurrent
// parsers would contend for.
func createOp(name *OpName, st *OperationState) *Operation {
	return createOpWithAttrs(name, st, sortNamed(st.Attributes))
}

// createOpWithAttrs is createOp with the attribute list to give the
// operation in place of st.Attributes: sorted, without duplicates, and
// possibly shared with other operations (the parser's, see
// AsmParser.sharedAttrs).
func createOpWithAttrs(name *OpName, st *OperationState, attrs []NamedAttribute) *Operation {
	op := allocOp(len(st.ResultTypes), len(st.Operands))
	op.name, op.loc = name, st.Loc
	if op.loc == nil {
		op.loc = UnknownLoc{}
	}
	// The slots are zero: set only what is not, one field at a time, which
	// is cheaper than copying whole structs while the garbage collector
	// marks.
	for i, v := range st.Operands {
		u := &op.operandSlots()[i]
		u.owner = op
		u.link(v)
	}
	for i, t := range st.ResultTypes {
		r := &op.resultSlots()[i]
		r.typ, r.def = t, op
	}
	op.setAttrList(attrs)
	if len(st.Successors) > 0 || st.NumRegions > 0 {
		op.extra = &opExtra{}
		op.setSuccessors(st.Successors)
		if st.NumRegions > 0 {
			regions := make([]Region, st.NumRegions)
			for i := range regions {
				regions[i].parent = op
			}
			op.extra.regions = regions
		}
	}
	return op
}

// opWith is an operation allocated together with its results and operands:
// one allocation instead of three for most operations, which makes a large
// module cheaper to build and to scan for the garbage collector.
type opWith[R, O any] struct {
	op       Operation
	results  R
	operands O
}

// allocOp returns a zero operation with nResults results and nOperands
// operands, zero too.
func allocOp(nResults, nOperands int) *Operation {
	switch nResults {
	case 0:
		switch nOperands {
		case 0:
			return &Operation{}
		case 1:
			a := new(opWith[struct{}, [1]OpOperand])
			a.op.setOperandSlots(a.operands[:])
			return &a.op
		case 2:
			a := new(opWith[struct{}, [2]OpOperand])
			a.op.setOperandSlots(a.operands[:])
			return &a.op
		}
	case 1:
		switch nOperands {
		case 0:
			a := new(opWith[[1]Value, struct{}])
			a.op.setResultSlots(a.results[:])
			return &a.op
		case 1:
			a := new(opWith[[1]Value, [1]OpOperand])
			a.op.setResultSlots(a.results[:])
			a.op.setOperandSlots(a.operands[:])
			return &a.op
		case 2:
			a := new(opWith[[1]Value, [2]OpOperand])
			a.op.setResultSlots(a.results[:])
			a.op.setOperandSlots(a.operands[:])
			return &a.op
		case 3:
			a := new(opWith[[1]Value, [3]OpOperand])
			a.op.setResultSlots(a.results[:])
			a.op.setOperandSlots(a.operands[:])
			return &a.op
		}
	}
	op := &Operation{}
	if nResults > 0 {
		op.setResultSlots(make([]Value, nResults))
	}
	if nOperands > 0 {
		op.setOperandSlots(make([]OpOperand, nOperands))
	}
	return op
}

// successorSlots returns the successor slots of op.
func (op *Operation) successorSlots() []BlockOperand {
	if op.extra == nil {
		return nil
	}
	return op.extra.successors
}

// regionSlots returns the regions of op.
func (op *Operation) regionSlots() []Region {
	if op.extra == nil {
		return nil
	}
	return op.extra.regions
}

// setSuccessors gives op, which has none and has its extra part, the
// successors bs.
func (op *Operation) setSuccessors(bs []*Block) {
	if len(bs) == 0 {
		return
	}
	slots := make([]BlockOperand, len(bs))
	for i, b := range bs {
		slots[i] = BlockOperand{owner: op, index: i}
		slots[i].link(b)
	}
	op.extra.successors = slots
}

// Context returns the context the operation was created in.
func (op *Operation) Context() *Context { return op.name.ctx }

// Name returns the full operation name, such as "arith.addi".
func (op *Operation) Name() string { return op.name.name }

// OpName returns the interned name record, which links to the registered
// definition.
func (op *Operation) OpName() *OpName { return op.name }

// Def returns the registered definition of the operation, or nil when it is
// unregistered.
func (op *Operation) Def() *OpDef { return op.name.def }

// Is reports whether the operation is named name.
func (op *Operation) Is(name string) bool { return op.name.name == name }

// Dialect returns the dialect prefix of the name ("arith" of "arith.addi").
func (op *Operation) Dialect() string { return op.name.dialect }

// Loc returns the operation's location.
func (op *Operation) Loc() Location { return op.loc }

// SetLoc changes the operation's location.
func (op *Operation) SetLoc(l Location) { op.loc = l }

// Block returns the block containing the operation, or nil if detached.
func (op *Operation) Block() *Block { return op.block }

// ParentRegion returns the region containing the operation, or nil.
func (op *Operation) ParentRegion() *Region {
	if op.block == nil {
		return nil
	}
	return op.block.parent
}

// ParentOp returns the operation whose region contains this one, or nil.
func (op *Operation) ParentOp() *Operation {
	if r := op.ParentRegion(); r != nil {
		return r.parent
	}
	return nil
}

// ParentOfKind returns the closest enclosing operation named name, or nil.
func (op *Operation) ParentOfKind(name string) *Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Is(name) {
			return p
		}
	}
	return nil
}

// IsAncestor reports whether op is other or contains it.
func (op *Operation) IsAncestor(other *Operation) bool {
	for ; other != nil; other = other.ParentOp() {
		if other == op {
			return true
		}
	}
	return false
}

// Next returns the following operation in the block, or nil.
func (op *Operation) Next() *Operation { return op.next }

// Prev returns the preceding operation in the block, or nil.
func (op *Operation) Prev() *Operation { return op.prev }

// --- operands ---

// NumOperands returns the number of operands.
func (op *Operation) NumOperands() int { return len(op.operandSlots()) }

// Operand returns operand i.
func (op *Operation) Operand(i int) *Value { return op.operandSlots()[i].value }

// OpOperand returns the slot of operand i.
func (op *Operation) OpOperand(i int) *OpOperand { return &op.operandSlots()[i] }

// Operands returns a new slice of the operand values.
func (op *Operation) Operands() []*Value {
	vs := make([]*Value, len(op.operandSlots()))
	for i := range op.operandSlots() {
		vs[i] = op.operandSlots()[i].value
	}
	return vs
}

// SetOperand makes operand i use v.
func (op *Operation) SetOperand(i int, v *Value) { op.operandSlots()[i].Set(v) }

// SetOperands replaces all operands.
func (op *Operation) SetOperands(vs []*Value) {
	for i := range op.operandSlots() {
		op.operandSlots()[i].unlink()
	}
	op.setOperands(vs)
}

func (op *Operation) setOperands(vs []*Value) {
	op.setOperandSlots(make([]OpOperand, len(vs)))
	for i, v := range vs {
		op.operandSlots()[i] = OpOperand{owner: op}
		op.operandSlots()[i].link(v)
	}
}

// --- results ---

// NumResults returns the number of results.
func (op *Operation) NumResults() int { return len(op.resultSlots()) }

// Result returns result i.
func (op *Operation) Result(i int) *Value { return &op.resultSlots()[i] }

// Results returns a new slice of the result values.
func (op *Operation) Results() []*Value {
	vs := make([]*Value, len(op.resultSlots()))
	for i := range op.resultSlots() {
		vs[i] = &op.resultSlots()[i]
	}
	return vs
}

// ResultTypes returns a new slice of the result types.
func (op *Operation) ResultTypes() []Type {
	ts := make([]Type, len(op.resultSlots()))
	for i := range op.resultSlots() {
		ts[i] = op.resultSlots()[i].typ
	}
	return ts
}

// OperandTypes returns a new slice of the operand types.
func (op *Operation) OperandTypes() []Type {
	ts := make([]Type, len(op.operandSlots()))
	for i := range op.operandSlots() {
		ts[i] = op.operandSlots()[i].value.Type()
	}
	return ts
}

// UseEmpty reports whether no result of op is used.
func (op *Operation) UseEmpty() bool {
	for i := range op.resultSlots() {
		if op.resultSlots()[i].uses != nil {
			return false
		}
	}
	return true
}

// ReplaceAllUsesWith replaces each result's uses with the corresponding
// value of vs, which must have one value per result.
func (op *Operation) ReplaceAllUsesWith(vs []*Value) {
	if len(vs) != len(op.resultSlots()) {
		panic(fmt.Sprintf("ir: replacing %d results of %s with %d values", len(op.resultSlots()), op.Name(), len(vs)))
	}
	for i := range op.resultSlots() {
		op.resultSlots()[i].ReplaceAllUsesWith(vs[i])
	}
}

// --- attributes ---

// Attrs returns the attributes, sorted by name. The slice must not be
// modified.
func (op *Operation) Attrs() []NamedAttribute { return op.attrList() }

// Attr returns the named attribute, or nil.
func (op *Operation) Attr(name string) Attribute {
	if i, ok := op.findAttr(name); ok {
		return op.attrList()[i].Value
	}
	return nil
}

// HasAttr reports whether the named attribute is present.
func (op *Operation) HasAttr(name string) bool {
	_, ok := op.findAttr(name)
	return ok
}

// SetAttr sets the named attribute, replacing any previous value.
func (op *Operation) SetAttr(name string, value Attribute) {
	i, ok := op.findAttr(name)
	attrs := op.attrList()
	if ok {
		attrs = slices.Clone(attrs)
		attrs[i].Value = value
	} else {
		attrs = slices.Insert(slices.Clip(attrs), i, NamedAttribute{Name: name, Value: value})
	}
	op.setAttrList(attrs)
}

// RemoveAttr removes the named attribute and returns its value, or nil.
func (op *Operation) RemoveAttr(name string) Attribute {
	i, ok := op.findAttr(name)
	if !ok {
		return nil
	}
	v := op.attrList()[i].Value
	op.setAttrList(slices.Delete(slices.Clone(op.attrList()), i, i+1))
	return v
}

// SetAttrs replaces all attributes.
func (op *Operation) SetAttrs(attrs []NamedAttribute) { op.setAttrList(sortNamed(attrs)) }

func (op *Operation) findAttr(name string) (int, bool) {
	return slices.BinarySearchFunc(op.attrList(), name, func(a NamedAttribute, n string) int {
		return strings.Compare(a.Name, n)
	})
}

// --- successors and regions ---

// NumSuccessors returns the number of successor blocks.
func (op *Operation) NumSuccessors() int { return len(op.successorSlots()) }

// Successor returns successor i.
func (op *Operation) Successor(i int) *Block { return op.successorSlots()[i].block }

// SetSuccessor makes successor i refer to b.
func (op *Operation) SetSuccessor(i int, b *Block) { op.successorSlots()[i].Set(b) }

// Successors returns a new slice of the successor blocks.
func (op *Operation) Successors() []*Block {
	slots := op.successorSlots()
	bs := make([]*Block, len(slots))
	for i := range slots {
		bs[i] = slots[i].block
	}
	return bs
}

// NumRegions returns the number of regions.
func (op *Operation) NumRegions() int { return len(op.regionSlots()) }

// Region returns region i.
func (op *Operation) Region(i int) *Region { return &op.regionSlots()[i] }

// Regions returns a new slice of the regions.
func (op *Operation) Regions() []*Region {
	regions := op.regionSlots()
	rs := make([]*Region, len(regions))
	for i := range regions {
		rs[i] = &regions[i]
	}
	return rs
}

// --- structure ---

// Remove unlinks the operation from its block, keeping it alive.
func (op *Operation) Remove() {
	if op.block != nil {
		op.block.unlinkOp(op)
	}
}

// Erase removes the operation from its block and drops every reference it
// holds: its operands, successors and everything in its regions. Its results
// must have no uses left.
func (op *Operation) Erase() {
	if !op.UseEmpty() {
		panic(fmt.Sprintf("ir: erasing %s whose results are still used", op.Name()))
	}
	op.Remove()
	op.DropAllReferences()
}

// DropAllReferences unlinks every operand and successor of op and of the
// operations nested in it, so that a group of operations referring to each
// other can be erased in any order.
func (op *Operation) DropAllReferences() {
	for i := range op.operandSlots() {
		op.operandSlots()[i].unlink()
	}
	slots := op.successorSlots()
	for i := range slots {
		slots[i].unlink()
	}
	regions := op.regionSlots()
	for i := range regions {
		regions[i].DropAllReferences()
	}
}

// MoveBefore moves op so that it comes right before other, which may be in
// another block.
func (op *Operation) MoveBefore(other *Operation) {
	op.Remove()
	other.block.insertBefore(op, other)
}

// MoveAfter moves op so that it comes right after other.
func (op *Operation) MoveAfter(other *Operation) {
	op.Remove()
	other.block.insertAfter(op, other)
}

// IsBeforeInBlock reports whether op comes before other in their common
// block. Both must be in the same block.
func (op *Operation) IsBeforeInBlock(other *Operation) bool {
	b := op.block
	if b == nil || other.block != b {
		panic("ir: IsBeforeInBlock on operations of different blocks")
	}
	if !b.orderValid {
		b.renumber()
	}
	return op.order < other.order
}

// HasTrait reports whether the registered definition of op has trait t.
func (op *Operation) HasTrait(t Trait) bool {
	return op.name.def != nil && op.name.def.HasTrait(t)
}

// IsTerminator reports whether op is known to be a block terminator.
func (op *Operation) IsTerminator() bool { return op.HasTrait(Terminator) }

// Clone returns a deep copy of op, detached. Operands defined outside op
// are looked up in mapping (and kept as they are when absent); values
// defined inside op are mapped to their copies, and mapping records the
// correspondence of every result and block argument.
func (op *Operation) Clone(mapping *Mapping) *Operation {
	if mapping == nil {
		mapping = NewMapping()
	}
	c := op.cloneWithoutRegions(mapping)
	regions, copies := op.regionSlots(), c.regionSlots()
	for i := range regions {
		regions[i].CloneInto(&copies[i], mapping)
	}
	return c
}

// CloneWithoutRegions copies op with empty regions of the same number.
func (op *Operation) CloneWithoutRegions(mapping *Mapping) *Operation {
	if mapping == nil {
		mapping = NewMapping()
	}
	return op.cloneWithoutRegions(mapping)
}

func (op *Operation) cloneWithoutRegions(mapping *Mapping) *Operation {
	operands := make([]*Value, len(op.operandSlots()))
	for i := range op.operandSlots() {
		operands[i] = mapping.LookupOrSelf(op.operandSlots()[i].value)
	}
	slots := op.successorSlots()
	succs := make([]*Block, len(slots))
	for i := range slots {
		succs[i] = mapping.LookupBlockOrSelf(slots[i].block)
	}
	c := createOp(op.name, &OperationState{
		Loc:         op.loc,
		Operands:    operands,
		ResultTypes: op.ResultTypes(),
		Successors:  succs,
		NumRegions:  len(op.regionSlots()),
	})
	c.loc = op.loc
	c.attrs, c.numAttrs = op.attrs, op.numAttrs // never changed in place: shared
	for i := range op.resultSlots() {
		mapping.Map(&op.resultSlots()[i], &c.resultSlots()[i])
	}
	return c
}

// Mapping records which value or block stands for which, for cloning and
// inlining.
type Mapping struct {
	values map[*Value]*Value
	blocks map[*Block]*Block
}

// NewMapping returns an empty mapping.
func NewMapping() *Mapping {
	return &Mapping{values: map[*Value]*Value{}, blocks: map[*Block]*Block{}}
}

// Map records that from stands for to.
func (m *Mapping) Map(from, to *Value) { m.values[from] = to }

// MapBlock records that block from stands for to.
func (m *Mapping) MapBlock(from, to *Block) { m.blocks[from] = to }

// Lookup returns what v maps to, or nil.
func (m *Mapping) Lookup(v *Value) *Value { return m.values[v] }

// LookupOrSelf returns what v maps to, or v.
func (m *Mapping) LookupOrSelf(v *Value) *Value {
	if w, ok := m.values[v]; ok {
		return w
	}
	return v
}

// LookupBlockOrSelf returns what b maps to, or b.
func (m *Mapping) LookupBlockOrSelf(b *Block) *Block {
	if w, ok := m.blocks[b]; ok {
		return w
	}
	return b
}
