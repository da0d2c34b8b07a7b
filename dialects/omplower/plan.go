package omplower

import (
	"fmt"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// PlanOpName is the op that carries the lowering plan of one construct.
const PlanOpName = "omp_lower.plan"

// The attributes of omp_lower.plan.
const (
	RuntimeAttr    = "runtime"
	ConstructAttr  = "construct"
	PropertiesAttr = "properties"
	PreAttr        = "pre"
	InvokeAttr     = "invoke"
	PostAttr       = "post"
)

// actionLists are the plan's action lists, in order.
var actionLists = [...]string{PreAttr, InvokeAttr, PostAttr}

var actionListC = ir.AttrConstraint{Desc: "array of omp_lower actions", Pred: func(a ir.Attribute) bool {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return false
	}
	for _, e := range arr.Elems() {
		if _, ok := e.(ActionAttr); !ok {
			return false
		}
	}
	return true
}}

func planDef() *ir.OpDef {
	return &ir.OpDef{
		Name:    PlanOpName,
		Summary: "the lowering plan of the OpenMP construct it wraps",
		Description: "omp_lower.plan wraps one omp construct (its region's single block holds the op) " +
			"with the plan the DSL chose for it: the runtime, the construct, the resolved properties and " +
			"the pre, invoke and post actions. --omp-to-omp-lower attaches it, --omp-outline rewrites " +
			"the wrapped construct, --omp-lower-plan materializes the actions and erases the plan.",
		Attributes: []ir.AttrDef{
			{Name: RuntimeAttr, Constraint: ir.StringAttrC},
			{Name: ConstructAttr, Constraint: ir.StringAttrC},
			{Name: PropertiesAttr, Constraint: ir.DictionaryAttrC, Optional: true},
			{Name: PreAttr, Constraint: actionListC, Optional: true},
			{Name: InvokeAttr, Constraint: actionListC, Optional: true},
			{Name: PostAttr, Constraint: actionListC, Optional: true},
		},
		Regions: []ir.RegionDef{{Name: "body", MinBlocks: 1, MaxBlocks: 1}},
		Traits:  []ir.Trait{ir.RecursiveMemoryEffects, ir.SingleBlock, ir.NoTerminator},
		Parse:   parsePlan,
		Print:   printPlan,
		Verify:  verifyPlan,
	}
}

// parsePlan parses
//
//	omp_lower.plan "libgomp" parallel {
//	  properties { capture_strategy = "packed" outline_signature = closure() }
//	  pre { ... } invoke { ... } post { ... }
//	} wraps { omp.parallel ... }
func parsePlan(p *ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	runtime, err := p.ParseString()
	if err != nil {
		return err
	}
	construct, err := p.ParseIdentifier()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("{"); err != nil {
		return err
	}
	var props []ir.NamedAttribute
	if p.ParseOptionalKeyword("properties") {
		if err := p.ParsePunct("{"); err != nil {
			return err
		}
		for !p.ParseOptionalPunct("}") {
			loc := p.Loc()
			name, err := p.ParseIdentifier()
			if err != nil {
				return err
			}
			for _, have := range props {
				if have.Name == name {
					return p.ErrorfAt(loc, "property '%s' is set twice", name)
				}
			}
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			v, err := parseExpr(p)
			if err != nil {
				return err
			}
			props = append(props, ir.NamedAttribute{Name: name, Value: v})
			p.ParseOptionalPunct(",")
		}
	}
	lists := make([][]ir.Attribute, len(actionLists))
	for i, kw := range actionLists {
		if !p.ParseOptionalKeyword(kw) {
			continue
		}
		if err := p.ParsePunct("{"); err != nil {
			return err
		}
		for !p.ParseOptionalPunct("}") {
			a, err := parseAction(p)
			if err != nil {
				return err
			}
			lists[i] = append(lists[i], a)
		}
	}
	if err := p.ParsePunct("}"); err != nil {
		return err
	}
	if err := p.ParseKeyword("wraps"); err != nil {
		return err
	}
	body := new(ir.Region)
	if err := p.ParseRegion(body, nil); err != nil {
		return err
	}
	if body.Empty() {
		body.AddBlock(nil, nil)
	}
	st.Attributes = append(st.Attributes,
		ir.NamedAttribute{Name: RuntimeAttr, Value: ir.Str(runtime)},
		ir.NamedAttribute{Name: ConstructAttr, Value: ir.Str(construct)},
		ir.NamedAttribute{Name: PropertiesAttr, Value: ctx.DictionaryAttr(props)})
	for i, name := range actionLists {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: name, Value: ctx.ArrayAttr(lists[i])})
	}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printPlan(p *ir.AsmPrinter, op *ir.Operation) {
	plan := PlanOp{op}
	runtime, ok1 := op.Attr(RuntimeAttr).(ir.StringAttr)
	construct, ok2 := op.Attr(ConstructAttr).(ir.StringAttr)
	if !ok1 || !ok2 || !ir.IsBareIdentifier(construct.Value) || op.NumRegions() != 1 {
		p.WriteString(" <<malformed " + op.Name() + ">>")
		return
	}
	p.WriteString(" ")
	p.PrintString(runtime.Value)
	p.WriteString(" " + construct.Value + " {")
	p.IncreaseIndent()
	if props := plan.Properties(); len(props) > 0 {
		p.PrintNewline()
		p.WriteString("properties {")
		p.IncreaseIndent()
		for _, prop := range props {
			p.PrintNewline()
			p.WriteString(prop.Name + " = " + ExprString(prop.Value))
		}
		p.DecreaseIndent()
		p.PrintNewline()
		p.WriteString("}")
	}
	for _, name := range actionLists {
		actions := plan.actions(name)
		if len(actions) == 0 {
			continue
		}
		p.PrintNewline()
		p.WriteString(name + " {")
		p.IncreaseIndent()
		for _, a := range actions {
			p.PrintNewline()
			p.WriteString(a.String())
		}
		p.DecreaseIndent()
		p.PrintNewline()
		p.WriteString("}")
	}
	p.DecreaseIndent()
	p.PrintNewline()
	p.WriteString("} wraps ")
	p.PrintRegion(op.Region(0), false, true)
	p.PrintOptionalAttrDict(op.Attrs(), RuntimeAttr, ConstructAttr, PropertiesAttr, PreAttr, InvokeAttr, PostAttr)
}

func verifyPlan(op *ir.Operation) error {
	plan := PlanOp{op}
	if plan.Runtime() == "" {
		return fmt.Errorf("requires a runtime name")
	}
	if c := plan.Construct(); !ir.IsBareIdentifier(c) {
		return fmt.Errorf("construct '%s' is not an identifier naming an omp operation", c)
	}
	for _, prop := range plan.Properties() {
		if !IsExpr(prop.Value) {
			return fmt.Errorf("property '%s' is not an expression: %s", prop.Name, ir.AttrString(prop.Value))
		}
	}
	for _, name := range actionLists {
		prev := Always
		for i, a := range plan.actions(name) {
			if err := validateAction(a); err != nil {
				return fmt.Errorf("%s action #%d: %v", name, i, err)
			}
			if a.Guard == Otherwise && prev != When {
				return fmt.Errorf("%s action #%d: `otherwise` must follow an action guarded by `when`", name, i)
			}
			prev = a.Guard
		}
	}
	body := op.Region(0).First()
	if body.NumArguments() != 0 {
		return fmt.Errorf("the wrapped region takes no arguments")
	}
	var omps []*ir.Operation
	for o := range body.Ops() {
		if strings.HasPrefix(o.Name(), "omp.") {
			omps = append(omps, o)
		}
	}
	want := "omp." + plan.Construct()
	switch {
	case len(omps) > 1:
		return fmt.Errorf("wraps %d omp operations; a plan wraps one construct", len(omps))
	case len(omps) == 1 && !omps[0].Is(want):
		return fmt.Errorf("plans '%s' but wraps '%s'", want, omps[0].Name())
	case len(omps) == 1 && omps[0].NumResults() > 0:
		return fmt.Errorf("the wrapped '%s' has results, which the plan cannot forward", want)
	}
	return nil
}

// PlanOp is omp_lower.plan.
type PlanOp struct{ *ir.Operation }

// AsPlan returns op as an omp_lower.plan, if it is one.
func AsPlan(op *ir.Operation) (PlanOp, bool) { return PlanOp{op}, op != nil && op.Is(PlanOpName) }

// PlanOf returns the plan wrapping the construct op, if any.
func PlanOf(op *ir.Operation) (PlanOp, bool) { return AsPlan(op.ParentOp()) }

// Runtime returns the name of the runtime the plan lowers to.
func (o PlanOp) Runtime() string {
	s, _ := o.Attr(RuntimeAttr).(ir.StringAttr)
	return s.Value
}

// Construct returns the construct planned, the omp op's name without its
// `omp.` prefix.
func (o PlanOp) Construct() string {
	s, _ := o.Attr(ConstructAttr).(ir.StringAttr)
	return s.Value
}

// Properties returns the resolved properties, sorted by name.
func (o PlanOp) Properties() []ir.NamedAttribute {
	if d, ok := o.Attr(PropertiesAttr).(*ir.DictionaryAttr); ok {
		return d.Entries()
	}
	return nil
}

// Property returns the value of property name, nil when not set.
func (o PlanOp) Property(name string) ir.Attribute {
	if d, ok := o.Attr(PropertiesAttr).(*ir.DictionaryAttr); ok {
		return d.Get(name)
	}
	return nil
}

func (o PlanOp) actions(name string) []ActionAttr {
	arr, ok := o.Attr(name).(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([]ActionAttr, 0, len(arr.Elems()))
	for _, e := range arr.Elems() {
		if a, ok := e.(ActionAttr); ok {
			out = append(out, a)
		}
	}
	return out
}

// Pre, Invoke and Post return the action lists.
func (o PlanOp) Pre() []ActionAttr    { return o.actions(PreAttr) }
func (o PlanOp) Invoke() []ActionAttr { return o.actions(InvokeAttr) }
func (o PlanOp) Post() []ActionAttr   { return o.actions(PostAttr) }

// Body returns the block holding the wrapped construct.
func (o PlanOp) Body() *ir.Block { return o.Region(0).First() }

// Wrapped returns the omp construct the plan wraps, nil once a pass
// replaced it.
func (o PlanOp) Wrapped() *ir.Operation {
	for op := range o.Body().Ops() {
		if op.Is("omp." + o.Construct()) {
			return op
		}
	}
	return nil
}

// Plan is what NewPlan attaches to a construct.
type Plan struct {
	Runtime           string
	Properties        []ir.NamedAttribute
	Pre, Invoke, Post []ActionAttr
}

// NewPlan wraps construct, an omp op with no results, in an
// omp_lower.plan carrying plan: the plan takes the construct's place and
// the construct moves into its region. b's insertion point is not used.
func NewPlan(b *ir.Builder, construct *ir.Operation, plan Plan) PlanOp {
	ctx := b.Ctx
	list := func(as []ActionAttr) ir.Attribute {
		elems := make([]ir.Attribute, len(as))
		for i, a := range as {
			elems[i] = a
		}
		return ctx.ArrayAttr(elems)
	}
	op := ctx.Create(ir.OperationState{
		Name: PlanOpName,
		Loc:  construct.Loc(),
		Attributes: []ir.NamedAttribute{
			{Name: RuntimeAttr, Value: ir.Str(plan.Runtime)},
			{Name: ConstructAttr, Value: ir.Str(strings.TrimPrefix(construct.Name(), "omp."))},
			{Name: PropertiesAttr, Value: ctx.DictionaryAttr(plan.Properties)},
			{Name: PreAttr, Value: list(plan.Pre)},
			{Name: InvokeAttr, Value: list(plan.Invoke)},
			{Name: PostAttr, Value: list(plan.Post)},
		},
		NumRegions: 1,
	})
	body := op.Region(0).AddBlock(nil, nil)
	inner := ir.NewBuilder(ctx)
	inner.Listener = b.Listener
	inner.SetInsertionPointBefore(construct)
	inner.Insert(op)
	construct.Remove()
	body.Append(construct)
	return PlanOp{op}
}
