package rewrite

import (
	"fmt"
	"slices"
	"strings"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// ConversionConfig tunes a dialect conversion.
type ConversionConfig struct {
	// ExplainFailures attaches to a "failed to legalize" diagnostic one note
	// per pattern tried on the op, saying why it did not apply. Off by
	// default, as MLIR reports none: tests that match diagnostics exactly
	// would otherwise see notes they did not expect.
	ExplainFailures bool
}

type conversionMode uint8

const (
	modePartial conversionMode = iota
	modeFull
	modeAnalysis
)

// ApplyPartialConversion converts op and the operations nested in it, pre-
// order, so that none is left that target marks illegal: each op that is
// not legal is handed to the patterns that may convert it, best first,
// and what a pattern creates is legalized in turn. Ops no rule covers may
// stay as they are.
//
// On failure the error is a located *ir.Diagnostic naming the op that could
// not be legalized ("failed to legalize operation 'x.y' that was
// explicitly marked illegal"), or a value that remained live in an
// unconverted type; the IR is then partly converted and must be thrown
// away: patterns commit as they apply (see docs/dialect-conversion.md for
// why there is no rollback).
func ApplyPartialConversion(op *ir.Operation, target *ConversionTarget, patterns *ConversionPatternSet, cfg ConversionConfig) error {
	c := newConversion(op.Context(), modePartial, target, patterns, cfg)
	return c.run(op)
}

// ApplyFullConversion is ApplyPartialConversion where every operation must
// end legal: an op that no rule makes legal and no pattern converts is an
// error ("failed to legalize operation 'x.y'").
func ApplyFullConversion(op *ir.Operation, target *ConversionTarget, patterns *ConversionPatternSet, cfg ConversionConfig) error {
	c := newConversion(op.Context(), modeFull, target, patterns, cfg)
	return c.run(op)
}

// ApplyAnalysisConversion reports which operations of op (op included) a
// partial conversion would leave legal: those already legal and those a
// pattern would convert. op is not changed: the conversion runs on a copy
// of it, detached from op's parent (patterns that look outside the op see
// nothing there). The error is that of a conversion that went wrong
// (a pattern breaking its contract), not of ops that stay illegal.
func ApplyAnalysisConversion(op *ir.Operation, target *ConversionTarget, patterns *ConversionPatternSet, cfg ConversionConfig) (map[*ir.Operation]bool, error) {
	clone := op.Clone(nil)
	defer clone.DropAllReferences()
	// The copy has the same shape as op: pair the ops up by walking both.
	var originals []*ir.Operation
	op.Walk(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		originals = append(originals, o)
		return ir.Advance
	})
	original := make(map[*ir.Operation]*ir.Operation, len(originals))
	i := 0
	clone.Walk(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		original[o] = originals[i]
		i++
		return ir.Advance
	})
	c := newConversion(op.Context(), modeAnalysis, target, patterns, cfg)
	if err := c.run(clone); err != nil {
		return nil, err
	}
	legalizable := map[*ir.Operation]bool{}
	for o := range c.converted {
		if orig := original[o]; orig != nil {
			legalizable[orig] = true
		}
	}
	return legalizable, nil
}

// conversion is the state of one conversion: the driver, and the Listener
// of every change its patterns make.
type conversion struct {
	mode     conversionMode
	target   *ConversionTarget
	patterns *ConversionPatternSet
	cfg      ConversionConfig

	root        *ir.Operation // the op converted
	rw          *Rewriter
	castBuilder *ir.Builder // makes the bridging casts, unreported

	// pending holds the ops collected for legalization that have not been
	// legalized yet; erased, the ops patterns erased.
	pending map[*ir.Operation]bool
	erased  map[*ir.Operation]bool
	// converted holds the ops found legal, or replaced by legal ones
	// (analysis mode).
	converted map[*ir.Operation]bool

	// bridges are the casts the conversion made, in order of creation.
	bridges  []*bridge
	bridgeOf map[*ir.Operation]*bridge
	// targetCasts reuses the cast of a value to a converted type.
	targetCasts map[targetCastKey]*ir.Operation

	// active lists the patterns being applied, outermost first: a pattern
	// is not applied again to what it creates.
	active []*patternEntry
	// app is the pattern application in progress, whose changes the
	// listener records.
	app *application
	// legalizable caches, per op name, whether some chain of patterns may
	// turn the op into legal ones.
	legalizable map[string]bool
}

type targetCastKey struct {
	v *ir.Value
	t ir.Type
}

// application records what one pattern application changed.
type application struct {
	root         *ir.Operation
	pattern      ConversionPattern
	tc           *TypeConverter
	changes      int
	rootGone     bool
	rootModified bool
	inserted     []*ir.Operation
}

// bridgeKind says what a bridging cast stands for.
type bridgeKind uint8

const (
	// bridgeSource: replacement values cast back to the type of the op
	// result they replaced.
	bridgeSource bridgeKind = iota
	// bridgeArgument: new block arguments cast back to the type of the
	// argument they replaced.
	bridgeArgument
	// bridgeTarget: a value cast to the converted type a pattern's type
	// converter asked for.
	bridgeTarget
)

type bridge struct {
	op   *ir.Operation
	kind bridgeKind
	tc   *TypeConverter
	// What the cast stands for: the replaced op's name and result number
	// (source), or the argument number (argument).
	origOp    string
	origIndex int
	origLoc   ir.Location
}

func newConversion(ctx *ir.Context, mode conversionMode, target *ConversionTarget, patterns *ConversionPatternSet, cfg ConversionConfig) *conversion {
	c := &conversion{
		mode:        mode,
		target:      target,
		patterns:    patterns,
		cfg:         cfg,
		castBuilder: ir.NewBuilder(ctx),
		pending:     map[*ir.Operation]bool{},
		erased:      map[*ir.Operation]bool{},
		converted:   map[*ir.Operation]bool{},
		bridgeOf:    map[*ir.Operation]*bridge{},
		targetCasts: map[targetCastKey]*ir.Operation{},
	}
	c.rw = NewRewriter(ctx, c)
	c.computeLegalizable()
	return c
}

func (c *conversion) run(root *ir.Operation) error {
	c.root = root
	if err := c.convertTree(root); err != nil {
		return err
	}
	return c.finalize()
}

// --- the listener ---

func (c *conversion) OperationInserted(op *ir.Operation) {
	if c.app != nil {
		c.app.changes++
		c.app.inserted = append(c.app.inserted, op)
	}
}

func (c *conversion) OperationModified(op *ir.Operation) {
	if c.app != nil {
		c.app.changes++
		if op == c.app.root {
			c.app.rootModified = true
		}
	}
}

func (c *conversion) OperationReplaced(op *ir.Operation, values []*ir.Value) {
	var tc *TypeConverter
	if c.app != nil {
		c.app.changes++
		if op == c.app.root {
			c.app.rootGone = true
		}
		tc = c.app.tc
	}
	// Bridge every used result whose replacement differs in type (or is
	// missing): its users see a cast of the new value to the old type
	// until they are converted, and the Rewriter then finds nothing left
	// to replace.
	for i, v := range values {
		res := op.Result(i)
		if !res.HasUses() || v != nil && v.Type() == res.Type() {
			continue
		}
		var inputs []*ir.Value
		if v != nil {
			inputs = []*ir.Value{v}
		}
		cast := c.createCast(inputs, []ir.Type{res.Type()}, c.castPointFor(op, inputs), op.Loc())
		c.addBridge(cast, bridgeSource, tc, op.Name(), i)
		res.ReplaceAllUsesWith(cast.Result(0))
	}
}

func (c *conversion) OperationErased(op *ir.Operation) {
	c.erased[op] = true
	delete(c.pending, op)
	delete(c.converted, op)
	if c.app != nil {
		c.app.changes++
		if op == c.app.root {
			c.app.rootGone = true
		}
	}
}

// --- bridging casts ---

// createCast makes an unrealized_conversion_cast of inputs to types at ip.
func (c *conversion) createCast(inputs []*ir.Value, types []ir.Type, ip ir.InsertionPoint, loc ir.Location) *ir.Operation {
	c.castBuilder.SetInsertionPoint(ip)
	return builtin.NewUnrealizedConversionCast(c.castBuilder, inputs, types, loc).Operation
}

func (c *conversion) addBridge(cast *ir.Operation, kind bridgeKind, tc *TypeConverter, origOp string, origIndex int) {
	b := &bridge{op: cast, kind: kind, tc: tc, origOp: origOp, origIndex: origIndex, origLoc: cast.Loc()}
	c.bridges = append(c.bridges, b)
	c.bridgeOf[cast] = b
}

// liveBridge returns the bridge op is, if op is a bridging cast still in
// the IR.
func (c *conversion) liveBridge(op *ir.Operation) *bridge {
	if op == nil || c.erased[op] {
		return nil
	}
	return c.bridgeOf[op]
}

// castPointFor returns where a cast of inputs that replaces results of op
// goes: before op, unless an input is defined after op in op's block (a
// pattern may build after the op), then right after the last such input.
func (c *conversion) castPointFor(op *ir.Operation, inputs []*ir.Value) ir.InsertionPoint {
	after := op
	for _, v := range inputs {
		d := v.DefiningOp()
		if d != nil && d.Block() == op.Block() && after.IsBeforeInBlock(d) {
			after = d
		}
	}
	if after == op {
		return ir.InsertionPoint{Block: op.Block(), Before: op}
	}
	return ir.InsertionPoint{Block: after.Block(), Before: after.Next()}
}

// pointAfterDef returns the insertion point right after v is defined.
func pointAfterDef(v *ir.Value) ir.InsertionPoint {
	if d := v.DefiningOp(); d != nil {
		return ir.InsertionPoint{Block: d.Block(), Before: d.Next()}
	}
	b := v.OwnerBlock()
	return ir.InsertionPoint{Block: b, Before: b.First()}
}

// --- remapping operands ---

// lookThrough returns the values that stand for v, from v itself to the
// most converted: each step goes from the result of a bridge to the value
// it bridges.
func (c *conversion) lookThrough(v *ir.Value) []*ir.Value {
	chain := []*ir.Value{v}
	for {
		b := c.liveBridge(v.DefiningOp())
		if b == nil || b.kind == bridgeTarget || b.op.NumOperands() != 1 || b.op.NumResults() != 1 {
			return chain
		}
		v = b.op.Operand(0)
		chain = append(chain, v)
	}
}

// remap returns the value that stands for v for a pattern converting with
// tc (see ConversionRewriter.RemappedValue).
// The value is for user, an op being converted.
func (c *conversion) remap(v *ir.Value, tc *TypeConverter, user *ir.Operation) (*ir.Value, error) {
	chain := c.lookThrough(v)
	last := chain[len(chain)-1]
	if tc == nil {
		return last, nil
	}
	want, ok := tc.convert(v.Type())
	if !ok {
		return nil, fmt.Errorf("type %s cannot be converted", ir.TypeString(v.Type()))
	}
	if len(want) != 1 {
		// A 1:N conversion: the adaptor holds v as it is, and the pattern
		// asks ConvertedValues for the pieces.
		return v, nil
	}
	for i := len(chain) - 1; i >= 0; i-- {
		if chain[i].Type() == want[0] {
			return chain[i], nil
		}
	}
	return c.targetCast(last, want, tc, user).Result(0), nil
}

// targetCast returns a bridge of v to types, for user. When v is defined
// inside the op being converted, the cast sits right after v's
// definition, where it dominates every use of v and can be shared by
// them; otherwise (v is defined above) it sits right before user, since
// the conversion must not change the IR outside its op.
func (c *conversion) targetCast(v *ir.Value, types []ir.Type, tc *TypeConverter, user *ir.Operation) *ir.Operation {
	if !c.definedInside(v) {
		ip := ir.InsertionPoint{Block: user.Block(), Before: user}
		cast := c.createCast([]*ir.Value{v}, types, ip, user.Loc())
		c.addBridge(cast, bridgeTarget, tc, "", 0)
		return cast
	}
	var key targetCastKey
	if len(types) == 1 {
		key = targetCastKey{v, types[0]}
		if cast := c.targetCasts[key]; cast != nil && !c.erased[cast] {
			return cast
		}
	}
	cast := c.createCast([]*ir.Value{v}, types, pointAfterDef(v), v.Loc())
	c.addBridge(cast, bridgeTarget, tc, "", 0)
	if len(types) == 1 {
		c.targetCasts[key] = cast
	}
	return cast
}

// definedInside reports whether v is defined in the regions of the op
// being converted.
func (c *conversion) definedInside(v *ir.Value) bool {
	return c.root.IsAncestor(v.OwnerBlock().ParentOp())
}

// convertedValues returns the values that stand for v under a 1:N
// conversion by tc.
func (c *conversion) convertedValues(v *ir.Value, tc *TypeConverter, user *ir.Operation) ([]*ir.Value, error) {
	if b := c.liveBridge(v.DefiningOp()); b != nil && b.kind != bridgeTarget && b.op.NumResults() == 1 && b.op.NumOperands() != 1 {
		return b.op.Operands(), nil
	}
	if tc == nil {
		chain := c.lookThrough(v)
		return chain[len(chain)-1:], nil
	}
	want, ok := tc.convert(v.Type())
	if !ok {
		return nil, fmt.Errorf("type %s cannot be converted", ir.TypeString(v.Type()))
	}
	if len(want) == 1 {
		r, err := c.remap(v, tc, user)
		if err != nil {
			return nil, err
		}
		return []*ir.Value{r}, nil
	}
	return c.targetCast(v, want, tc, user).Results(), nil
}

// --- block signatures ---

// applySignatureConversion converts the arguments of b in place, as sc
// says (sc has been checked against b).
func (c *conversion) applySignatureConversion(b *ir.Block, sc *SignatureConversion, tc *TypeConverter) {
	if isIdentityConversion(b, sc) {
		return
	}
	if c.app != nil {
		c.app.changes++
	}
	old := slices.Clone(b.Arguments())
	// The new arguments take the location of the argument they stand for.
	locs := make([]ir.Location, len(sc.types))
	for i, a := range old {
		start, n, _ := sc.InputMapping(i)
		for k := start; k < start+n; k++ {
			locs[k] = a.Loc()
		}
	}
	args := make([]*ir.Value, len(sc.types))
	for k, t := range sc.types {
		args[k] = b.AddArgument(t, locs[k])
	}
	ip := ir.InsertionPoint{Block: b, Before: b.First()}
	for i, a := range old {
		if !a.HasUses() {
			continue
		}
		start, n, replacement := sc.InputMapping(i)
		inputs := args[start : start+n]
		if replacement != nil {
			inputs = []*ir.Value{replacement}
		}
		if len(inputs) == 1 && inputs[0].Type() == a.Type() {
			a.ReplaceAllUsesWith(inputs[0])
			continue
		}
		cast := c.createCast(inputs, []ir.Type{a.Type()}, ip, a.Loc())
		c.addBridge(cast, bridgeArgument, tc, "", i)
		a.ReplaceAllUsesWith(cast.Result(0))
	}
	for i := len(old) - 1; i >= 0; i-- {
		b.EraseArgument(i)
	}
}

func isIdentityConversion(b *ir.Block, sc *SignatureConversion) bool {
	if len(sc.types) != b.NumArguments() {
		return false
	}
	for i, a := range b.Arguments() {
		start, n, replacement := sc.InputMapping(i)
		if replacement != nil || n != 1 || start != i || sc.types[i] != a.Type() {
			return false
		}
	}
	return true
}

// --- legalization ---

// collect lists op and what is nested in it in pre-order, for
// legalization, marking them pending. It leaves out the insides of
// recursively legal ops, the conversion's own casts, and ops another list
// already holds.
func (c *conversion) collect(op *ir.Operation) []*ir.Operation {
	var ops []*ir.Operation
	op.Walk(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		if c.pending[o] || c.erased[o] || c.bridgeOf[o] != nil {
			return ir.Skip
		}
		ops = append(ops, o)
		c.pending[o] = true
		if c.target.IsRecursivelyLegal(o) {
			return ir.Skip
		}
		return ir.Advance
	})
	return ops
}

// convertTree legalizes op and everything nested in it.
func (c *conversion) convertTree(op *ir.Operation) error {
	for _, o := range c.collect(op) {
		if c.erased[o] || !c.pending[o] {
			continue
		}
		if err := c.legalize(o); err != nil {
			return err
		}
	}
	return nil
}

// legalize makes op legal if it is not, with the patterns. It returns nil
// when op ends legal or, in partial conversion, may stay as it is.
func (c *conversion) legalize(op *ir.Operation) error {
	delete(c.pending, op)
	legality := c.target.Legality(op)
	if legality == Legal {
		c.converted[op] = true
		return nil
	}
	applied, explanations, err := c.applyPatterns(op)
	if err != nil || applied {
		return err
	}
	switch {
	case c.mode == modeFull:
		return c.legalizeError(op, fmt.Sprintf("failed to legalize operation '%s'", op.Name()), explanations)
	case c.mode == modePartial && legality == Illegal:
		return c.legalizeError(op, fmt.Sprintf("failed to legalize operation '%s' that was explicitly marked illegal", op.Name()), explanations)
	}
	return nil
}

func (c *conversion) legalizeError(op *ir.Operation, msg string, explanations []string) error {
	d := op.EmitErrorf("%s", msg)
	if c.app != nil {
		d.AttachNote(c.app.root.Loc(), "the operation was created by pattern %s while converting '%s'", patternName(c.app.pattern), c.app.root.Name())
	}
	if c.cfg.ExplainFailures {
		for _, e := range explanations {
			d.AttachNote(op.Loc(), "%s", e)
		}
	}
	return d
}

// applyPatterns tries the patterns for op, best first, until one applies.
// It reports whether one did and, when none did, why each failed. The
// error is a failure to legalize what the applied pattern created, or a
// pattern breaking its contract.
func (c *conversion) applyPatterns(op *ir.Operation) (applied bool, explanations []string, err error) {
	for _, e := range c.patterns.entries(op.Name()) {
		p := e.p
		name := patternName(p)
		if slices.Contains(c.active, e) {
			explanations = append(explanations, fmt.Sprintf("pattern %s: not applied again to what it created", name))
			continue
		}
		if bad := c.unlegalizableGenerated(p); bad != "" {
			explanations = append(explanations, fmt.Sprintf("pattern %s: skipped, it may create '%s', which cannot be legalized", name, bad))
			continue
		}
		ok, why, err := c.apply(op, e)
		if err != nil {
			return false, nil, err
		}
		if ok {
			return true, nil, nil
		}
		explanations = append(explanations, fmt.Sprintf("pattern %s: %s", name, why))
	}
	return false, explanations, nil
}

// apply tries pattern p on op. A failure of the pattern is reported as
// why; err is for errors that end the conversion.
func (c *conversion) apply(op *ir.Operation, e *patternEntry) (ok bool, why string, err error) {
	p := e.p
	tc := p.TypeConverter()
	operands := make([]*ir.Value, op.NumOperands())
	for i, v := range op.Operands() {
		r, err := c.remap(v, tc, op)
		if err != nil {
			return false, fmt.Sprintf("operand #%d: %v", i, err), nil
		}
		operands[i] = r
	}
	app := &application{root: op, pattern: p, tc: tc}
	outer := c.app
	c.app = app
	c.active = append(c.active, e)
	defer func() {
		c.app = outer
		c.active = c.active[:len(c.active)-1]
	}()

	c.rw.SetInsertionPointBefore(op)
	if perr := p.MatchAndRewrite(op, operands, &ConversionRewriter{Rewriter: c.rw, c: c, tc: tc}); perr != nil {
		if app.changes > 0 {
			return false, "", op.EmitErrorf("pattern %s failed (%v) after changing the IR; a pattern that fails must leave the IR untouched", patternName(p), perr)
		}
		return false, perr.Error(), nil
	}
	if !app.rootGone && !app.rootModified {
		return false, "", op.EmitErrorf("pattern %s succeeded on '%s' without replacing, erasing or modifying it", patternName(p), op.Name())
	}
	// Legalize what the pattern made (and moved in from elsewhere, when
	// it is not waiting for its turn anyway), with p still active.
	for _, n := range app.inserted {
		if n == op || n.Block() == nil || c.erased[n] || c.pending[n] || c.bridgeOf[n] != nil {
			continue
		}
		if err := c.convertTree(n); err != nil {
			return false, "", err
		}
	}
	if !app.rootGone && !c.erased[op] {
		// Modified in place: the op must now be legal, or be converted by
		// another pattern.
		if err := c.legalize(op); err != nil {
			return false, "", err
		}
	} else {
		c.converted[op] = true
	}
	return true, "", nil
}

// --- planning ---

// computeLegalizable finds, once per conversion, the op names some chain of
// patterns may turn into legal ops, so that a pattern whose declared
// generated ops include one that can never be legalized is not applied
// (there is no rollback to undo it). It is the least fixed point: an op
// is legalizable when the target may accept it as it is, or when some
// pattern for it generates only legalizable ops.
func (c *conversion) computeLegalizable() {
	c.legalizable = map[string]bool{}
	roots := c.patterns.roots()
	for changed := true; changed; {
		changed = false
		for _, r := range roots {
			if c.mayBeLegal(r) {
				continue
			}
			for _, e := range c.patterns.byRoot[r] {
				if c.unlegalizableGenerated(e.p) == "" {
					c.legalizable[r] = true
					changed = true
					break
				}
			}
		}
	}
}

// mayBeLegal reports whether ops named name may end legal, as far as is
// known before converting.
func (c *conversion) mayBeLegal(name string) bool {
	if c.legalizable[name] || len(c.patterns.any) > 0 {
		return true
	}
	switch c.target.Action(name) {
	case ActionLegal, ActionDynamic:
		return true
	case ActionUnknown:
		return c.mode != modeFull
	}
	return false
}

// unlegalizableGenerated returns an op p declares it generates that can
// never be legalized, or "".
func (c *conversion) unlegalizableGenerated(p ConversionPattern) string {
	for _, g := range p.GeneratedOps() {
		if !c.mayBeLegal(g) {
			return g
		}
	}
	return ""
}

// --- finishing ---

// finalize removes the bridging casts that cancel out or are unused,
// replaces the others with the type converters' materializations where
// they have one, and reports those left that the target does not accept.
func (c *conversion) finalize() error {
	for changed := true; changed; {
		changed = false
		for _, b := range c.bridges {
			if !c.erased[b.op] && !b.op.UseEmpty() && c.foldBridge(b) {
				changed = true
			}
		}
		for i := len(c.bridges) - 1; i >= 0; i-- {
			if op := c.bridges[i].op; !c.erased[op] && op.UseEmpty() {
				c.eraseCast(op)
				changed = true
			}
		}
	}
	for _, b := range c.bridges {
		if c.erased[b.op] || b.tc == nil || b.op.NumResults() != 1 {
			continue
		}
		bld := ir.NewBuilder(b.op.Context())
		bld.SetInsertionPointBefore(b.op)
		t, inputs, loc := b.op.Result(0).Type(), b.op.Operands(), b.op.Loc()
		var v *ir.Value
		switch b.kind {
		case bridgeSource:
			v = b.tc.MaterializeSourceConversion(bld, t, inputs, loc)
		case bridgeArgument:
			v = b.tc.MaterializeArgumentConversion(bld, t, inputs, loc)
		case bridgeTarget:
			v = b.tc.MaterializeTargetConversion(bld, t, inputs, loc)
		}
		if v != nil {
			b.op.Result(0).ReplaceAllUsesWith(v)
			c.eraseCast(b.op)
		}
	}
	for _, b := range c.bridges {
		if c.erased[b.op] || !c.castRejected(b.op) {
			continue
		}
		return c.liveCastError(b)
	}
	return nil
}

// foldBridge replaces the results of the cast of b by the values they
// stand for, when the cast changes no type or undoes another bridge.
func (c *conversion) foldBridge(b *bridge) bool {
	cast := b.op
	inputs := cast.Operands()
	if slices.Equal(cast.OperandTypes(), cast.ResultTypes()) {
		cast.ReplaceAllUsesWith(inputs)
		return true
	}
	if len(inputs) == 0 {
		return false
	}
	producer := c.liveBridge(inputs[0].DefiningOp())
	if producer == nil || producer.op.NumResults() != len(inputs) {
		return false
	}
	for i, v := range inputs {
		if v != producer.op.Result(i) {
			return false
		}
	}
	if !slices.Equal(producer.op.OperandTypes(), cast.ResultTypes()) {
		return false
	}
	cast.ReplaceAllUsesWith(producer.op.Operands())
	return true
}

func (c *conversion) eraseCast(op *ir.Operation) {
	op.Erase()
	c.erased[op] = true
}

// castRejected reports whether the target refuses a cast the conversion
// leaves behind: in full conversion unless it is legal, in partial
// conversion if it is illegal. The analysis accepts them all.
func (c *conversion) castRejected(op *ir.Operation) bool {
	switch c.mode {
	case modeFull:
		return !c.target.IsLegal(op)
	case modePartial:
		return c.target.IsIllegal(op)
	}
	return false
}

// liveCastError reports the cast of b, still used after the conversion,
// worded as MLIR words it.
func (c *conversion) liveCastError(b *bridge) error {
	var d *ir.Diagnostic
	switch b.kind {
	case bridgeSource:
		d = ir.Errorf(b.origLoc, "failed to materialize conversion for result #%d of operation '%s' that remained live after conversion", b.origIndex, b.origOp)
	case bridgeArgument:
		d = ir.Errorf(b.origLoc, "failed to materialize conversion for block argument #%d that remained live after conversion, type was %s", b.origIndex, ir.TypeString(b.op.Result(0).Type()))
	default:
		d = b.op.EmitErrorf("failed to legalize unresolved materialization from %s to %s that remained live after conversion",
			typeList(b.op.OperandTypes()), typeList(b.op.ResultTypes()))
	}
	for u := range b.op.Result(0).Users() {
		d.AttachNote(u.Loc(), "see existing live user here: %s", u.String())
		break
	}
	return d
}

// typeList prints types as MLIR prints a TypeRange in messages.
func typeList(ts []ir.Type) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = "'" + ir.TypeString(t) + "'"
	}
	return "(" + strings.Join(parts, ", ") + ")"
}
