package rewrite

import (
	"strings"

	"github.com/strata-ir/strata/ir"
)

// LegalityAction is what a ConversionTarget says about an operation or a
// dialect.
type LegalityAction uint8

const (
	// ActionUnknown: the target says nothing; partial conversion leaves
	// such ops alone, full conversion must convert them.
	ActionUnknown LegalityAction = iota
	// ActionLegal: the op is legal.
	ActionLegal
	// ActionDynamic: a function decides, op by op.
	ActionDynamic
	// ActionIllegal: the op must be converted, in either mode.
	ActionIllegal
)

func (a LegalityAction) String() string {
	return [...]string{"unknown", "legal", "dynamic", "illegal"}[a]
}

// legalityRule is the rule for one op name or one dialect.
type legalityRule struct {
	action  LegalityAction
	isLegal func(*ir.Operation) bool // ActionDynamic only
}

// recursiveRule marks an op whose nested operations are legal whenever it
// is legal itself; isLegal (nil: always) narrows it op by op.
type recursiveRule struct {
	isLegal func(*ir.Operation) bool
}

// ConversionTarget says which operations are legal after a dialect
// conversion: those the conversion must get rid of (illegal), those it
// may produce (legal), and those it decides op by op (dynamically legal).
//
// As in MLIR, a rule for an operation name takes precedence over a rule for
// its dialect, and the function of MarkUnknownOpDynamicallyLegal decides
// for ops that neither names. A target is configured once and then only
// read, so one target may serve conversions running in parallel.
type ConversionTarget struct {
	ops      map[string]legalityRule
	dialects map[string]legalityRule
	unknown  func(*ir.Operation) bool
	// recursive names the ops whose regions are legal with them.
	recursive map[string]recursiveRule
}

// NewConversionTarget returns a target with no rules.
func NewConversionTarget() *ConversionTarget {
	return &ConversionTarget{
		ops:       map[string]legalityRule{},
		dialects:  map[string]legalityRule{},
		recursive: map[string]recursiveRule{},
	}
}

// AddLegalOp marks the named operations legal.
func (t *ConversionTarget) AddLegalOp(names ...string) {
	for _, n := range names {
		t.ops[n] = legalityRule{action: ActionLegal}
	}
}

// AddIllegalOp marks the named operations illegal: a conversion fails
// unless it converts every one of them.
func (t *ConversionTarget) AddIllegalOp(names ...string) {
	for _, n := range names {
		t.ops[n] = legalityRule{action: ActionIllegal}
	}
}

// AddDynamicallyLegalOp makes isLegal decide whether an operation named
// name is legal; an op it rejects is illegal.
func (t *ConversionTarget) AddDynamicallyLegalOp(name string, isLegal func(*ir.Operation) bool) {
	mustHaveFunc(isLegal)
	t.ops[name] = legalityRule{action: ActionDynamic, isLegal: isLegal}
}

// AddLegalDialect marks every operation of the named dialects legal, except
// those an op-level rule says otherwise about.
func (t *ConversionTarget) AddLegalDialect(names ...string) {
	for _, n := range names {
		t.dialects[n] = legalityRule{action: ActionLegal}
	}
}

// AddIllegalDialect marks every operation of the named dialects illegal,
// except those an op-level rule says otherwise about.
func (t *ConversionTarget) AddIllegalDialect(names ...string) {
	for _, n := range names {
		t.dialects[n] = legalityRule{action: ActionIllegal}
	}
}

// AddDynamicallyLegalDialect makes isLegal decide for the operations of the
// named dialects that no op-level rule covers.
func (t *ConversionTarget) AddDynamicallyLegalDialect(isLegal func(*ir.Operation) bool, names ...string) {
	mustHaveFunc(isLegal)
	for _, n := range names {
		t.dialects[n] = legalityRule{action: ActionDynamic, isLegal: isLegal}
	}
}

func mustHaveFunc(isLegal func(*ir.Operation) bool) {
	if isLegal == nil {
		panic("rewrite: a dynamic legality rule needs a function")
	}
}

// MarkUnknownOpDynamicallyLegal makes isLegal decide for operations that
// neither an op-level nor a dialect-level rule covers; nil removes the
// rule.
func (t *ConversionTarget) MarkUnknownOpDynamicallyLegal(isLegal func(*ir.Operation) bool) {
	t.unknown = isLegal
}

// MarkOpRecursivelyLegal says that when an operation of one of these names
// is legal, everything nested in it is legal too and is not looked at: a
// gpu module kept whole, an op whose body another pass lowers.
func (t *ConversionTarget) MarkOpRecursivelyLegal(names ...string) {
	for _, n := range names {
		t.recursive[n] = recursiveRule{}
	}
}

// MarkOpRecursivelyLegalIf is MarkOpRecursivelyLegal for the ops of that
// name for which isLegal reports true.
func (t *ConversionTarget) MarkOpRecursivelyLegalIf(name string, isLegal func(*ir.Operation) bool) {
	t.recursive[name] = recursiveRule{isLegal: isLegal}
}

// rule returns the rule that governs ops named name of dialect dialect, and
// whether one does.
func (t *ConversionTarget) rule(name, dialect string) (legalityRule, bool) {
	if r, ok := t.ops[name]; ok {
		return r, true
	}
	if r, ok := t.dialects[dialect]; ok {
		return r, true
	}
	if t.unknown != nil {
		return legalityRule{action: ActionDynamic, isLegal: t.unknown}, true
	}
	return legalityRule{}, false
}

// Action returns the action that governs operations named name: what
// applies before looking at any particular op.
func (t *ConversionTarget) Action(name string) LegalityAction {
	dialect, _, _ := strings.Cut(name, ".")
	r, _ := t.rule(name, dialect)
	return r.action
}

// Legality is the verdict of a target on one operation.
type Legality uint8

const (
	// Unknown: no rule covers the op.
	Unknown Legality = iota
	// Legal: the op may stay.
	Legal
	// Illegal: the op must be converted (explicitly illegal, or rejected by
	// its dynamic legality function).
	Illegal
)

func (l Legality) String() string { return [...]string{"unknown", "legal", "illegal"}[l] }

// Legality returns the target's verdict on op.
func (t *ConversionTarget) Legality(op *ir.Operation) Legality {
	r, ok := t.rule(op.Name(), op.Dialect())
	if !ok {
		return Unknown
	}
	switch r.action {
	case ActionLegal:
		return Legal
	case ActionIllegal:
		return Illegal
	default: // ActionDynamic
		if r.isLegal(op) {
			return Legal
		}
		return Illegal
	}
}

// IsLegal reports whether op is legal.
func (t *ConversionTarget) IsLegal(op *ir.Operation) bool { return t.Legality(op) == Legal }

// IsIllegal reports whether op is explicitly illegal (or dynamically
// rejected): what partial conversion must convert.
func (t *ConversionTarget) IsIllegal(op *ir.Operation) bool { return t.Legality(op) == Illegal }

// IsRecursivelyLegal reports whether op is legal and so is everything
// nested in it.
func (t *ConversionTarget) IsRecursivelyLegal(op *ir.Operation) bool {
	rr, ok := t.recursive[op.Name()]
	if !ok || !t.IsLegal(op) {
		return false
	}
	return rr.isLegal == nil || rr.isLegal(op)
}
