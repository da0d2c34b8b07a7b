package ir

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
)

// Verify checks op and everything nested in it: the constraints, traits and
// custom verifiers of every operation, the structure of regions, blocks and
// terminators, SSA dominance, and symbol tables. It returns the first
// problem as a *Diagnostic.
func Verify(op *Operation) error {
	return verify(op, false)
}

// VerifyShallow is Verify that does not look inside the IsolatedFromAbove
// operations nested in op: it checks them as operations (constraints,
// traits, their own Verify) but not their regions, which a caller has
// verified already. Symbol uses are still checked throughout. The pass
// manager runs it on an operation after a nested pipeline, as MLIR
// verifies an adaptor pass's operation without recursion: it catches a
// nested pass that broke what lies between the isolated operations, such
// as a call whose callee's signature changed.
func VerifyShallow(op *Operation) error {
	return verify(op, true)
}

// VerifyOptions configure VerifyWith.
type VerifyOptions struct {
	// Threads bounds the goroutines that verify at once: 0 means
	// GOMAXPROCS, 1 verifies on the caller's goroutine only.
	Threads int
}

// VerifyWith is Verify on several goroutines: the outermost
// IsolatedFromAbove operations nested in op (the functions of a module)
// are verified concurrently, then op without entering them
// (VerifyShallow), as MLIR's verifier does; verifying one of them reads
// nothing outside it. The result never depends on the number of threads:
// on a failure, Verify runs again to report the problem it finds first.
func VerifyWith(op *Operation, opts VerifyOptions) error {
	threads := opts.Threads
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	if threads < 2 {
		return Verify(op)
	}
	var isolated []*Operation
	op.WalkNested(PreOrder, func(nested *Operation) WalkResult {
		if nested.HasTrait(IsolatedFromAbove) {
			isolated = append(isolated, nested)
			return Skip
		}
		return Advance
	})
	if len(isolated) < 2 {
		return Verify(op)
	}
	var failed atomic.Bool
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(threads, len(isolated)) {
		wg.Go(func() {
			for !failed.Load() {
				i := int(next.Add(1)) - 1
				if i >= len(isolated) {
					return
				}
				if Verify(isolated[i]) != nil {
					failed.Store(true)
				}
			}
		})
	}
	wg.Wait()
	if failed.Load() || VerifyShallow(op) != nil {
		return Verify(op)
	}
	return nil
}

func verify(op *Operation, shallow bool) error {
	v := &verifier{dom: map[*Region]*DominanceInfo{}, root: op, shallow: shallow}
	if err := v.verifyOp(op); err != nil {
		return err
	}
	if err := v.verifyDominance(op); err != nil {
		return err
	}
	return verifySymbolUses(op)
}

// verifySymbolUses runs the VerifySymbolUses hooks of op and the ops nested
// in it, sharing one symbol table cache: resolving each reference by
// scanning its table would make verifying a module of many calls and many
// functions quadratic.
//
// As in MLIR, where the SymbolTable trait verifies the symbol users it
// holds, a use is checked only when its nearest symbol table is root or
// nested in it: verifying a function alone does not look at the functions
// beside it, which the pass manager relies on when it verifies sibling
// functions while others are being changed.
func verifySymbolUses(root *Operation) error {
	symbols := NewSymbolTableCollection()
	var err error
	root.Walk(PreOrder, func(op *Operation) WalkResult {
		if def := op.Def(); def != nil && def.VerifySymbolUses != nil {
			if t := NearestSymbolTable(op); t != nil && !root.IsAncestor(t) {
				return Advance
			}
			if e := def.VerifySymbolUses(op, symbols); e != nil {
				err = asDiag(op, e)
				return Interrupt
			}
		}
		return Advance
	})
	return err
}

type verifier struct {
	dom map[*Region]*DominanceInfo
	// root is the operation being verified; with shallow set, the regions
	// of the IsolatedFromAbove operations nested in it are not.
	root    *Operation
	shallow bool
}

// skipsInside reports whether the verifier leaves op's regions alone.
func (v *verifier) skipsInside(op *Operation) bool {
	return v.shallow && op != v.root && op.HasTrait(IsolatedFromAbove)
}

// asDiag makes err a diagnostic about op: hooks may return plain errors,
// which are then worded as MLIR words op errors.
func asDiag(op *Operation, err error) error {
	var d *Diagnostic
	if errors.As(err, &d) {
		return err
	}
	return op.Errorf("%s", err.Error())
}

func (v *verifier) verifyOp(op *Operation) error {
	def := op.Def()
	if def == nil {
		// As in MLIR, allowing unregistered dialects does not let a
		// registered dialect grow unknown operations.
		ctx := op.Context()
		if ctx.Dialect(op.Dialect()) != nil {
			return Errorf(op.loc, "unregistered operation '%s' found in dialect ('%s') that does not allow unknown operations", op.Name(), op.Dialect())
		}
		if !ctx.AllowsUnregisteredDialects() {
			return op.Errorf("created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used")
		}
	} else {
		if err := verifyInvariants(op, def); err != nil {
			return err
		}
		for _, t := range def.Traits {
			if vt, ok := t.(VerifyingTrait); ok {
				if err := vt.VerifyTrait(op); err != nil {
					return asDiag(op, err)
				}
			}
		}
		if def.Verify != nil {
			if err := def.Verify(op); err != nil {
				return asDiag(op, err)
			}
		}
	}
	if v.skipsInside(op) {
		return nil
	}
	for i := range op.regionSlots() {
		if err := v.verifyRegion(op, &op.regionSlots()[i]); err != nil {
			return err
		}
	}
	if def != nil && def.VerifyRegions != nil {
		if err := def.VerifyRegions(op); err != nil {
			return asDiag(op, err)
		}
	}
	return nil
}

// verifyInvariants checks what the declarative definition says, in the
// order MLIR's generated verifiers do: counts, then attributes, then the
// types of operands and results.
func verifyInvariants(op *Operation, def *OpDef) error {
	var operandBuf, resultBuf [8]int
	operandSizes, err := segments(op, def.operandArities(), len(op.operandSlots()), OperandSegmentSizesAttr, operandBuf[:0])
	if err != nil {
		return op.Errorf("%s", countMessage("operand", def.operandArities(), len(op.operandSlots()), err))
	}
	resultSizes, err := segments(op, def.resultArities(), len(op.resultSlots()), ResultSegmentSizesAttr, resultBuf[:0])
	if err != nil {
		return op.Errorf("%s", countMessage("result", def.resultArities(), len(op.resultSlots()), err))
	}
	for _, a := range def.Attributes {
		val := op.Attr(a.Name)
		if val == nil {
			// An absent default-valued attribute is its default, which
			// must then satisfy the constraint like any value.
			val = a.Default
		}
		if val == nil {
			if !a.Optional {
				return op.Errorf("requires attribute '%s'", a.Name)
			}
			continue
		}
		if !a.Constraint.Allows(val) {
			return op.Errorf("attribute '%s' failed to satisfy constraint: %s", a.Name, a.Constraint.Desc)
		}
	}
	if err := verifyGroupTypes(op, "operand", operandSizes, op.Operands(), func(i int) TypeConstraint { return def.Operands[i].Type }); err != nil {
		return err
	}
	if err := verifyGroupTypes(op, "result", resultSizes, op.Results(), func(i int) TypeConstraint { return def.Results[i].Type }); err != nil {
		return err
	}
	if err := verifyRegionCount(op, def); err != nil {
		return err
	}
	if err := verifySuccessorCount(op, def); err != nil {
		return err
	}
	if def.HasTrait(Terminator) && op.block != nil && op.block.last != op {
		return op.Errorf("must be the last operation in the parent block")
	}
	if def.HasTrait(SameOperandsAndResultType) && !sameOperandsAndResultType(op) {
		return op.Errorf("requires the same type for all operands and results")
	}
	if def.HasTrait(SingleBlock) {
		for i := range op.regionSlots() {
			if n := op.regionSlots()[i].NumBlocks(); n > 1 {
				return op.Errorf("expects region #%d to have 0 or 1 blocks", i)
			}
		}
	}
	if def.HasTrait(SymbolTable) {
		if op.NumRegions() != 1 || op.regionSlots()[0].NumBlocks() > 1 {
			return op.Errorf("Operations with a 'SymbolTable' must have exactly one block")
		}
		if _, err := NewSymbolTable(op); err != nil {
			return err
		}
	}
	if def.HasTrait(Symbol) {
		if _, ok := op.Attr(SymbolNameAttr).(StringAttr); !ok {
			return op.Errorf("requires string attribute '%s'", SymbolNameAttr)
		}
		if vis := op.Attr(SymbolVisibilityAttr); vis != nil {
			s, ok := vis.(StringAttr)
			if !ok || s.Value != "public" && s.Value != "private" && s.Value != "nested" {
				return op.Errorf("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got %s", AttrString(vis))
			}
		}
	}
	return nil
}

// operandArities and resultArities return the arities of the declared
// operand and result groups: computed once at registration, since the
// verifier and the group accessors ask for every op, and on each call for
// a definition that is not registered. The slices are shared: callers do
// not change them.
func (d *OpDef) operandArities() []Arity {
	if d.registered {
		return d.operandArity
	}
	return operandDefArities(d.Operands)
}

func (d *OpDef) resultArities() []Arity {
	if d.registered {
		return d.resultArity
	}
	return resultDefArities(d.Results)
}

func operandDefArities(defs []OperandDef) []Arity {
	as := make([]Arity, len(defs))
	for i, o := range defs {
		as[i] = o.Arity
	}
	return as
}

func resultDefArities(defs []ResultDef) []Arity {
	as := make([]Arity, len(defs))
	for i, r := range defs {
		as[i] = r.Arity
	}
	return as
}

func verifyGroupTypes(op *Operation, noun string, sizes []int, vals []*Value, constraint func(int) TypeConstraint) error {
	k := 0
	for g, n := range sizes {
		c := constraint(g)
		for range n {
			if t := vals[k].Type(); !c.Allows(t) {
				return op.Errorf("%s #%d must be %s, but got '%s'", noun, k, c.Desc, TypeString(t))
			}
			k++
		}
	}
	return nil
}

// countMessage words a wrong number of operands or results as MLIR does.
func countMessage(noun string, arities []Arity, n int, segErr error) string {
	fixed, flexible := 0, 0
	for _, a := range arities {
		if a == Single {
			fixed++
		} else {
			flexible++
		}
	}
	switch {
	case flexible == 0 && fixed == 0:
		return fmt.Sprintf("requires zero %ss", noun)
	case flexible == 0 && fixed == 1:
		if noun == "operand" {
			return "requires a single operand"
		}
		return "requires one result"
	case flexible == 0:
		return fmt.Sprintf("expected %d %ss, but found %d", fixed, noun, n)
	case flexible == 1 && n < fixed:
		return fmt.Sprintf("expected %d or more %ss, but found %d", fixed, noun, n)
	}
	return segErr.Error()
}

func verifyRegionCount(op *Operation, def *OpDef) error {
	want, variadic := 0, false
	for _, r := range def.Regions {
		if r.Arity == Variadic {
			variadic = true
		} else {
			want++
		}
	}
	n := op.NumRegions()
	if variadic && n < want {
		return op.Errorf("expected %d or more regions", want)
	}
	if !variadic && n != want {
		if want == 0 {
			return op.Errorf("requires zero regions")
		}
		if want == 1 {
			return op.Errorf("requires one region")
		}
		return op.Errorf("expected %d regions", want)
	}
	sized := false
	for _, r := range def.Regions {
		sized = sized || r.MinBlocks > 0 || r.MaxBlocks > 0
	}
	if !sized {
		return nil // the common case, without allocating
	}
	arities := make([]Arity, len(def.Regions))
	for i, r := range def.Regions {
		arities[i] = r.Arity
	}
	regions := op.Regions()
	index := 0 // of the first region of the entry
	for i, r := range def.Regions {
		// A variadic entry takes the regions the others leave, as the
		// assembly format splits them.
		group := formatGroupOf(regions, arities, i)
		for k, region := range group {
			if err := verifyBlockCount(op, index+k, r, region.NumBlocks()); err != nil {
				return err
			}
		}
		index += len(group)
	}
	return nil
}

// verifyBlockCount checks the number of blocks of region #index against
// its declaration, with MLIR's message for a sized region.
func verifyBlockCount(op *Operation, index int, r RegionDef, n int) error {
	var want string
	switch {
	case r.MinBlocks > 0 && r.MinBlocks == r.MaxBlocks:
		if n != r.MinBlocks {
			want = fmt.Sprintf("region with %d blocks", r.MinBlocks)
		}
	case r.MinBlocks > 0 && n < r.MinBlocks:
		want = fmt.Sprintf("region with at least %d blocks", r.MinBlocks)
	case r.MaxBlocks > 0 && n > r.MaxBlocks:
		want = fmt.Sprintf("region with at most %d blocks", r.MaxBlocks)
	}
	if want == "" {
		return nil
	}
	// MLIR leaves out the name of an unnamed region.
	name := " "
	if r.Name != "" {
		name = " ('" + r.Name + "') "
	}
	return op.Errorf("region #%d%sfailed to verify constraint: %s", index, name, want)
}

func verifySuccessorCount(op *Operation, def *OpDef) error {
	want, variadic := 0, false
	for _, s := range def.Successors {
		if s.Arity == Variadic {
			variadic = true
		} else {
			want++
		}
	}
	n := op.NumSuccessors()
	switch {
	case variadic && n < want:
		return op.Errorf("requires at least %d successors", want)
	case !variadic && n != want && want == 0:
		return op.Errorf("requires zero successors")
	case !variadic && n != want && want == 1:
		return op.Errorf("requires 1 successor but found %d", n)
	case !variadic && n != want:
		return op.Errorf("requires %d successors but found %d", want, n)
	}
	return nil
}

// Kind says whether r is an SSA CFG or a graph region, as its parent's
// definition declares; the regions of unregistered operations are SSA
// CFGs, as in MLIR.
func (r *Region) Kind() RegionKind { return regionKind(r.parent, r.Index()) }

func regionKind(op *Operation, i int) RegionKind {
	def := op.Def()
	if def == nil {
		// MLIR treats the regions of unregistered ops as SSA CFGs.
		return SSACFGRegion
	}
	if def.RegionKind != nil {
		return def.RegionKind(op, i)
	}
	if def.HasTrait(GraphRegions) {
		return GraphRegion
	}
	return SSACFGRegion
}

func (v *verifier) verifyRegion(op *Operation, r *Region) error {
	i := r.Index()
	kind := regionKind(op, i)
	if kind == GraphRegion && r.NumBlocks() > 1 {
		return op.Errorf("expects graph region #%d to have 0 or 1 blocks", i)
	}
	// Blocks of a registered op need a terminator unless it says otherwise;
	// an unregistered op's last operation might be one, so it is accepted.
	mayNotHaveTerminator := op.Def() == nil || op.HasTrait(NoTerminator) || kind == GraphRegion && op.HasTrait(NoTerminator)
	for _, b := range r.blocks {
		if b.IsEntry() && b.HasPredecessors() {
			return op.Errorf("entry block of region may not have predecessors")
		}
		for _, a := range b.args {
			if a.arg == nil || a.arg.block != b {
				return op.Errorf("block argument not owned by its block")
			}
		}
		// As in MLIR, misplaced branches are reported before anything
		// about the operations themselves.
		for inner := range b.Ops() {
			if inner.block != b {
				panic("ir: operation linked into a block it does not belong to")
			}
			if inner.NumSuccessors() > 0 && inner != b.last {
				return inner.emitError("operation with block successors must terminate its parent block")
			}
		}
		for inner := range b.Ops() {
			if err := v.verifyOp(inner); err != nil {
				return err
			}
		}
		if b.Empty() {
			if !mayNotHaveTerminator {
				return Errorf(op.loc, "empty block: expect at least a terminator")
			}
			continue
		}
		last := b.last
		if !mayNotHaveTerminator && last.Def() != nil && !last.IsTerminator() {
			return last.emitError("block with no terminator, has %s", genericString(last))
		}
		for _, s := range last.Successors() {
			if s.parent != r {
				return last.Errorf("reference to block defined in another region")
			}
		}
	}
	return nil
}

// verifyDominance checks that every operand is visible at its use: defined
// in an enclosing region, dominating the use in SSA CFG regions, and not
// crossing an IsolatedFromAbove boundary.
func (v *verifier) verifyDominance(root *Operation) error {
	var err error
	root.Walk(PreOrder, func(op *Operation) WalkResult {
		if v.skipsInside(op) {
			return Skip
		}
		for i := range op.operandSlots() {
			val := op.operandSlots()[i].value
			if val == nil {
				err = op.Errorf("operand #%d is null", i)
				return Interrupt
			}
			if e := v.checkVisible(op, i, val); e != nil {
				err = e
				return Interrupt
			}
		}
		return Advance
	})
	return err
}

func (v *verifier) checkVisible(user *Operation, index int, val *Value) error {
	defRegion := val.ParentRegion()
	if defRegion == nil {
		return user.emitError("operand #%d does not dominate this use", index).AttachNote(val.Loc(), "operand defined here (op in a detached block)")
	}
	// Climb from the user to the ancestor that sits in the defining region.
	anc := user
	for anc.ParentRegion() != defRegion {
		parent := anc.ParentOp()
		if parent == nil {
			return notDominated(user, index, val)
		}
		if parent.HasTrait(IsolatedFromAbove) {
			if defRegion.IsAncestor(parent.ParentRegion()) {
				return user.Errorf("using value defined outside the region").AttachNote(parent.loc, "required by region isolation constraints")
			}
			return notDominated(user, index, val)
		}
		anc = parent
	}
	// Graph regions have no dominance; nor, as in MLIR, do the regions of
	// unregistered ops, which might be graph regions.
	if defRegion.parent.Def() == nil || regionKind(defRegion.parent, defRegion.Index()) == GraphRegion {
		return nil
	}
	defBlock := val.OwnerBlock()
	useBlock := anc.block
	if val.IsBlockArgument() {
		// An argument dominates its block: no dominator tree for the
		// commonest use of all (a function's or a loop's arguments).
		if defBlock == useBlock || v.dominance(defRegion).Dominates(defBlock, useBlock) {
			return nil
		}
		return notDominated(user, index, val)
	}
	if defBlock == useBlock {
		if val.def != anc && val.def.IsBeforeInBlock(anc) {
			return nil
		}
		if !v.dominance(defRegion).IsReachable(useBlock) {
			return nil
		}
		return notDominated(user, index, val)
	}
	if v.dominance(defRegion).ProperlyDominates(defBlock, useBlock) {
		return nil
	}
	return notDominated(user, index, val)
}

// notDominated words a dominance failure as MLIR does, saying where the
// definition sits relative to the use.
func notDominated(user *Operation, index int, val *Value) error {
	d := user.emitError("operand #%d does not dominate this use", index)
	if val.IsBlockArgument() {
		return d.AttachNote(val.Loc(), "operand defined as a block argument (%s)", relativePlace(user, val.arg.block))
	}
	return d.AttachNote(val.Loc(), "operand defined here (%s)", relativePlace(user, val.def.block))
}

func relativePlace(user *Operation, defBlock *Block) string {
	switch {
	case user.block == defBlock:
		return "op in the same block"
	case user.ParentRegion() == defBlock.parent:
		return "op in the same region"
	case defBlock.parent.IsAncestor(user.ParentRegion()):
		return "op in a parent region"
	case user.ParentRegion().IsAncestor(defBlock.parent):
		return "op in a child region"
	}
	return "op is neither in a parent nor in a child region"
}

// genericString prints op in the generic form, for messages that show an
// op that may not verify.
func genericString(op *Operation) string {
	var b strings.Builder
	Print(&b, op, PrintOptions{Generic: true})
	return strings.TrimSuffix(b.String(), "\n")
}

func (v *verifier) dominance(r *Region) *DominanceInfo {
	d := v.dom[r]
	if d == nil {
		d = NewDominanceInfo(r)
		v.dom[r] = d
	}
	return d
}

// sameOperandsAndResultType reports whether all operands and results of op
// have one type.
func sameOperandsAndResultType(op *Operation) bool {
	var first Type
	same := func(t Type) bool {
		if first == nil {
			first = t
		}
		return t == first
	}
	for i := range op.operandSlots() {
		if !same(op.operandSlots()[i].value.typ) {
			return false
		}
	}
	for i := range op.resultSlots() {
		if !same(op.resultSlots()[i].typ) {
			return false
		}
	}
	return true
}
