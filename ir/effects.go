package ir

// MemoryEffects returns the memory effects of op, and whether they are
// known. Pure ops have none; ops with an Effects hook have what it says;
// ops with the RecursiveMemoryEffects trait add those of the operations
// nested in them. Anything else (an unregistered op, a registered op that
// declares nothing) may do anything: known is false.
func (op *Operation) MemoryEffects() (effects []MemoryEffect, known bool) {
	def := op.Def()
	if def == nil {
		return nil, false
	}
	if def.HasTrait(Pure) {
		return nil, true
	}
	recursive := def.HasTrait(RecursiveMemoryEffects)
	if def.Effects == nil && !recursive {
		return nil, false
	}
	if def.Effects != nil {
		effects = append(effects, def.Effects(op)...)
	}
	if recursive {
		for i := range op.regionSlots() {
			for _, b := range op.regionSlots()[i].blocks {
				for nested := b.first; nested != nil; nested = nested.next {
					e, ok := nested.MemoryEffects()
					if !ok {
						return nil, false
					}
					effects = append(effects, e...)
				}
			}
		}
	}
	return effects, true
}

// IsMemoryEffectFree reports whether op, and everything nested in it when
// its effects are recursive, is known to touch no memory.
func IsMemoryEffectFree(op *Operation) bool {
	e, known := op.MemoryEffects()
	return known && len(e) == 0
}

// WouldBeTriviallyDead reports whether op could be erased if its results
// were unused: it is not a terminator or a symbol, and its effects, and
// those of the operations nested in it when they are recursive, are at
// most reads and allocations of its own results. This is MLIR's
// wouldOpBeTriviallyDead.
func WouldBeTriviallyDead(op *Operation) bool {
	if op.IsTerminator() || op.HasTrait(Symbol) {
		return false
	}
	return effectsAllowErasure(op)
}

func effectsAllowErasure(op *Operation) bool {
	def := op.Def()
	if def == nil {
		return false
	}
	if def.HasTrait(Pure) {
		return true
	}
	recursive := def.HasTrait(RecursiveMemoryEffects)
	if recursive {
		for i := range op.regionSlots() {
			for _, b := range op.regionSlots()[i].blocks {
				for nested := b.first; nested != nil; nested = nested.next {
					if !effectsAllowErasure(nested) {
						return false
					}
				}
			}
		}
	}
	if def.Effects == nil {
		return recursive
	}
	for _, e := range def.Effects(op) {
		ownAlloc := e.Kind == EffectAllocate && e.Value != nil && e.Value.DefiningOp() == op
		if !ownAlloc && e.Kind != EffectRead {
			return false
		}
	}
	return true
}

// IsTriviallyDead reports whether op has no used results and would be
// trivially dead: erasing it changes nothing observable.
func IsTriviallyDead(op *Operation) bool {
	return op.UseEmpty() && WouldBeTriviallyDead(op)
}

// IsSpeculatable reports whether op may be executed speculatively: its
// definition's Speculatable hook says so (for the operations nested in it
// too when it answers RecursivelySpeculatable), or, with no hook, it is
// Pure. This is MLIR's isSpeculatable.
func IsSpeculatable(op *Operation) bool {
	def := op.Def()
	if def == nil {
		return false
	}
	if def.Speculatable == nil {
		return def.HasTrait(Pure)
	}
	switch def.Speculatable(op) {
	case Speculatable:
		return true
	case RecursivelySpeculatable:
		for i := range op.regionSlots() {
			for _, b := range op.regionSlots()[i].blocks {
				for nested := b.first; nested != nil; nested = nested.next {
					if !IsSpeculatable(nested) {
						return false
					}
				}
			}
		}
		return true
	}
	return false
}
