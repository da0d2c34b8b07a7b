package offload

import (
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// The names of the operand groups and attributes, for views and builders.
const (
	baseGroup        = "base"
	beginGroup       = "begin"
	sizeGroup        = "size"
	parentGroup      = "parent"
	attachGroup      = "attach"
	deviceGroup      = "device"
	ifGroup          = "if_cond"
	mapsGroup        = "maps"
	envGroup         = "env"
	mapGroup         = "map"
	ptrGroup         = "ptr"
	argsGroup        = "args"
	numTeamsGroup    = "num_teams"
	threadLimitGroup = "thread_limit"

	mapTypeAttr      = "map_type"
	nameAttr         = "name"
	calleeAttr       = "callee"
	hostFallbackAttr = "host_fallback"
	entriesAttr      = "entries"
)

// The attribute constraints of the dialect.
var (
	mapTypeAttrC = ir.AttrConstraint{Desc: "offload map type attribute", Pred: func(a ir.Attribute) bool {
		_, ok := a.(MapTypeAttr)
		return ok
	}}
	entriesAttrC = ir.AttrConstraint{Desc: "array of offload entry attributes", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems() {
			if _, ok := e.(EntryAttr); !ok {
				return false
			}
		}
		return true
	}}
)

func opDefs() []*ir.OpDef {
	var defs []*ir.OpDef
	for _, s := range opSpecs() {
		defs = append(defs, s.def())
	}
	return defs
}

// opSpecs returns the specs of every op of the dialect.
func opSpecs() []*opSpec {
	// Clauses, operand groups and attributes several ops share.
	deviceClause := clause{kind: kindOperand, keyword: "device", name: deviceGroup}
	ifClause := clause{kind: kindOperand, keyword: "if", name: ifGroup}
	mapsClause := clause{kind: kindMaps, keyword: "maps", name: mapsGroup, required: true}
	nowaitClause := clause{kind: kindUnit, keyword: "nowait", name: nowaitAttr}
	dependClause := clause{kind: kindDepend, keyword: "depend", name: dependVarsGroup}
	deviceOperand := ir.OperandDef{Name: deviceGroup, Type: i32C, Arity: ir.Optional}
	ifOperand := ir.OperandDef{Name: ifGroup, Type: ir.I1Type, Arity: ir.Optional}
	mapsOperand := ir.OperandDef{Name: mapsGroup, Type: mapC, Arity: ir.Variadic}
	dependOperand := ir.OperandDef{Name: dependVarsGroup, Type: ir.AnyType, Arity: ir.Variadic}
	nowaitAttrDef := ir.AttrDef{Name: nowaitAttr, Constraint: ir.UnitAttrC, Optional: true}
	dependKindsAttrDef := ir.AttrDef{Name: dependKindsAttr, Constraint: ir.ArrayAttrC, Optional: true}
	envResult := []ir.ResultDef{{Name: "env", Type: envC}}
	// enter_data, exit_data and update differ only in the map types they
	// accept.
	dataMotion := func(name, summary string, verify func(*ir.Operation) error) *opSpec {
		return &opSpec{
			name: name, summary: summary,
			operands: []ir.OperandDef{deviceOperand, ifOperand, mapsOperand, dependOperand},
			attrs:    []ir.AttrDef{nowaitAttrDef, dependKindsAttrDef},
			clauses:  []clause{deviceClause, ifClause, mapsClause, nowaitClause, dependClause},
			verify:   verify,
		}
	}
	return []*opSpec{
		{
			name: MapOpName, summary: "one map entry: what a construct maps, and how",
			operands: []ir.OperandDef{
				{Name: baseGroup, Type: hostPtrC}, {Name: beginGroup, Type: hostPtrC}, {Name: sizeGroup, Type: i64C},
				{Name: parentGroup, Type: mapC, Arity: ir.Optional}, {Name: attachGroup, Type: hostPtrC, Arity: ir.Optional},
			},
			attrs: []ir.AttrDef{
				{Name: mapTypeAttr, Constraint: mapTypeAttrC},
				{Name: nameAttr, Constraint: ir.StringAttrC, Optional: true},
			},
			results: []ir.ResultDef{{Name: "result", Type: mapC}},
			traits:  []ir.Trait{ir.Pure},
			clauses: []clause{
				{kind: kindOperand, keyword: "base", name: baseGroup, required: true},
				{kind: kindOperand, keyword: "begin", name: beginGroup, required: true},
				{kind: kindOperand, keyword: "size", name: sizeGroup, required: true},
				{kind: kindMapType, keyword: "type", name: mapTypeAttr, required: true},
				{kind: kindOperand, keyword: "parent", name: parentGroup},
				{kind: kindOperand, keyword: "attach", name: attachGroup},
				{kind: kindString, keyword: "name", name: nameAttr},
			},
			verify: verifyMap,
		},
		{
			name: DataBeginOpName, summary: "opens a structured data environment (target, target data)",
			operands: []ir.OperandDef{deviceOperand, ifOperand, mapsOperand},
			results:  envResult,
			clauses:  []clause{deviceClause, ifClause, mapsClause},
			verify:   verifyDataBegin,
		},
		{
			name: DataEndOpName, summary: "closes a structured data environment",
			operands:  []ir.OperandDef{{Name: envGroup, Type: envC}},
			parseHead: parseHeadOperand(envGroup, envC),
			printHead: printHeadOperand(envGroup),
			verify:    verifyDataEnd,
		},
		dataMotion(EnterDataOpName, "maps entries into the device data environment (target enter data)", verifyEnterData),
		dataMotion(ExitDataOpName, "maps entries out of the device data environment (target exit data)", verifyExitData),
		dataMotion(UpdateOpName, "copies mapped data between host and device (target update)", verifyUpdate),
		{
			name: DeviceAddrOpName, summary: "the device address of a map entry's begin in an environment",
			operands:  []ir.OperandDef{{Name: envGroup, Type: envC}, {Name: mapGroup, Type: mapC}},
			results:   []ir.ResultDef{{Name: "result", Type: hostPtrC}},
			traits:    []ir.Trait{ir.Pure},
			parseHead: parseDeviceAddrHead,
			printHead: printDeviceAddrHead,
			parseTail: parseResultType,
			printTail: printResultType,
			verify:    verifyDeviceAddr,
		},
		{
			name: TranslateOpName, summary: "the device address of a host address inside some mapped data",
			operands:  []ir.OperandDef{{Name: ptrGroup, Type: hostPtrC}, deviceOperand},
			results:   []ir.ResultDef{{Name: "result", Type: hostPtrC}},
			clauses:   []clause{deviceClause},
			parseHead: parseHeadOperand(ptrGroup, ir.AnyType),
			printHead: printHeadOperand(ptrGroup),
			parseTail: parseTranslateType,
			printTail: printResultType,
			verify:    verifyTranslate,
		},
		{
			name: LaunchOpName, summary: "launches a kernel on a device, or runs its host fallback",
			operands: []ir.OperandDef{
				{Name: argsGroup, Type: ir.AnyType, Arity: ir.Variadic},
				{Name: envGroup, Type: envC, Arity: ir.Optional}, deviceOperand, ifOperand,
				{Name: numTeamsGroup, Type: i32C, Arity: ir.Optional}, {Name: threadLimitGroup, Type: i32C, Arity: ir.Optional},
				dependOperand,
			},
			attrs: []ir.AttrDef{
				{Name: calleeAttr, Constraint: ir.FlatSymbolRefAttrC},
				{Name: hostFallbackAttr, Constraint: ir.FlatSymbolRefAttrC},
				nowaitAttrDef, dependKindsAttrDef,
			},
			clauses: []clause{
				{kind: kindSymbol, keyword: "host_fallback", name: hostFallbackAttr, required: true},
				{kind: kindOperand, keyword: "env", name: envGroup},
				deviceClause, ifClause,
				{kind: kindOperand, keyword: "num_teams", name: numTeamsGroup},
				{kind: kindOperand, keyword: "thread_limit", name: threadLimitGroup},
				nowaitClause, dependClause,
			},
			headAttrs:     []string{calleeAttr},
			parseHead:     parseLaunchHead,
			printHead:     printLaunchHead,
			verify:        verifyLaunch,
			verifySymbols: verifyLaunchSymbols,
		},
		{
			name: EntriesOpName, summary: "the registration table: kernels and device globals",
			attrs:         []ir.AttrDef{{Name: entriesAttr, Constraint: entriesAttrC}},
			traits:        []ir.Trait{ir.HasParent(builtin.ModuleOpName)},
			headAttrs:     []string{entriesAttr},
			parseHead:     parseEntriesHead,
			printHead:     printEntriesHead,
			verify:        verifyEntries,
			verifySymbols: verifyEntriesSymbols,
		},
	}
}

// --- heads and tails ---

// parseHeadOperand returns a head parser reading one operand of the
// group, `%v` when the constraint has one buildable type, else `%v`
// whose type the tail gives (the group is resolved there).
func parseHeadOperand(group string, c ir.TypeConstraint) func(*ir.AsmParser, *parseState) error {
	return func(p *ir.AsmParser, s *parseState) error {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if c.Buildable == nil {
			s.pending = append(s.pending, pendingOperand{group, u})
			return nil
		}
		v, err := p.ResolveOperand(u, c.Buildable)
		s.groups[group] = []*ir.Value{v}
		return err
	}
}

func printHeadOperand(group string) func(*ir.AsmPrinter, *ir.Operation, groups) {
	return func(p *ir.AsmPrinter, _ *ir.Operation, g groups) {
		p.WriteString(" ")
		p.PrintOperand(g[group][0])
	}
}

// parseDeviceAddrHead parses `%env, %map`.
func parseDeviceAddrHead(p *ir.AsmParser, s *parseState) error {
	if err := parseHeadOperand(envGroup, envC)(p, s); err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	return parseHeadOperand(mapGroup, mapC)(p, s)
}

func printDeviceAddrHead(p *ir.AsmPrinter, _ *ir.Operation, g groups) {
	p.WriteString(" ")
	p.PrintOperand(g[envGroup][0])
	p.WriteString(", ")
	p.PrintOperand(g[mapGroup][0])
}

// parseResultType parses `: T`, the result type.
func parseResultType(p *ir.AsmParser, s *parseState) error {
	t, err := p.ParseColonType()
	s.result = t
	return err
}

func printResultType(p *ir.AsmPrinter, op *ir.Operation, _ groups) {
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// parseTranslateType parses `: T`, the type of the pointer translated
// and of the result.
func parseTranslateType(p *ir.AsmParser, s *parseState) error {
	if err := parseResultType(p, s); err != nil {
		return err
	}
	return s.resolvePending(p, s.result)
}

// parseLaunchHead parses `@kernel(%a, %b : T1, T2)`.
func parseLaunchHead(p *ir.AsmParser, s *parseState) error {
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	s.setAttr(calleeAttr, ir.SymbolRef(name))
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	if p.ParseOptionalPunct(")") {
		return nil
	}
	us, err := p.ParseOperandList(ir.NoDelimiter)
	if err != nil {
		return err
	}
	loc := p.Loc()
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return err
	}
	if len(ts) != len(us) {
		return p.ErrorfAt(loc, "expected %d argument types, one per argument, got %d", len(us), len(ts))
	}
	if s.groups[argsGroup], err = p.ResolveOperands(us, ts); err != nil {
		return err
	}
	return p.ParsePunct(")")
}

func printLaunchHead(p *ir.AsmPrinter, op *ir.Operation, g groups) {
	p.WriteString(" ")
	if callee, ok := op.Attr(calleeAttr).(ir.SymbolRefAttr); ok {
		p.PrintAttribute(callee)
	}
	p.WriteString("(")
	if args := g[argsGroup]; len(args) > 0 {
		p.PrintOperands(args)
		p.WriteString(" : ")
		for i, a := range args {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(a.Type())
		}
	}
	p.WriteString(")")
}

// parseEntriesHead parses `[@k : kernel, @x : global(@x.omp_ref), ...]`.
func parseEntriesHead(p *ir.AsmParser, s *parseState) error {
	var elems []ir.Attribute
	err := p.ParseCommaSeparatedList(ir.SquareDelimiter, func() error {
		e, err := parseEntryBody(p)
		elems = append(elems, e)
		return err
	})
	s.setAttr(entriesAttr, p.Context().ArrayAttr(elems))
	return err
}

func printEntriesHead(p *ir.AsmPrinter, op *ir.Operation, _ groups) {
	arr, ok := op.Attr(entriesAttr).(*ir.ArrayAttr)
	if !ok || !entriesAttrC.Allows(arr) {
		p.WriteString(" <<malformed entries>>")
		return
	}
	p.WriteString(" [")
	for i, e := range arr.Elems() {
		if i > 0 {
			p.WriteString(", ")
		}
		e.(EntryAttr).printBody(p)
	}
	p.WriteString("]")
}
