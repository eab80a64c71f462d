#!/usr/bin/env bash
# Plants each one-line defect of docs/testing.md in a scratch checkout, runs the tests that should catch it,
# and puts the line back. Usage: scripts/plant-defects.sh <checkout>; one line per defect: caught by …, or MISSED.
set -u
cd "$1" || exit 2
# Scratch files of this run only: two runs at once do not meet.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
run() { # name file sed-expr tests...
  local name=$1 file=$2 expr=$3; shift 3
  cp "$file" "$scratch/line.bak"
  sed -i "$expr" "$file"
  if cmp -s "$file" "$scratch/line.bak"; then echo "$name: NOT PLANTED (pattern not found in $file)"; return; fi
  local out; out=$(npx vitest run "$@" --reporter=json --outputFile="$scratch/report.json" 2>/dev/null >/dev/null; REPORT="$scratch/report.json" node -e '
    const r=require(process.env.REPORT); const f=r.testResults.filter(t=>t.status==="failed").map(t=>t.name.replace(/.*\/tests\//,"")+" ("+t.assertionResults.filter(a=>a.status==="failed").length+" failed)");
    console.log(r.numFailedTests>0||f.length? "caught by "+f.join(", ") : "MISSED ("+r.numPassedTests+" passed)")')
  echo "$name: $out"
  cp "$scratch/line.bak" "$file"
}
run "data provider asks for the next page" dataProvider/index.ts 's/? { page, limit: perPage,/? { page: page + 1, limit: perPage,/' tests/unit/dataProvider.test.ts
run "fake lets per-user redemptions exceed the total" dataProvider/fake/handlers/promoCodes.ts 's/if (perUser !== null \&\& perUser > input.totalRedemptions)/if (false)/' tests/contract/marketing.test.ts tests/contract/refusedValues.test.ts
run "role guard lets every role in" src/auth/access.ts 's/rolesFor(resource).some((role) => roles.includes(role))/rolesFor(resource).some(() => true)/' tests/unit/authProvider.test.ts tests/integration/adminCareAreas.test.tsx
run "Arabic is drawn left to right" i18n/core.ts "s/startsWith('ar') ? 'rtl' : 'ltr'/startsWith('ar') ? 'ltr' : 'ltr'/" tests/unit/i18n.test.ts tests/integration/promoCodesArabic.test.tsx
run "CSV leaves a formula at a cell's start" src/list/export/csv.ts "s/.replace(VALUE_START, \"'\")/.replace(VALUE_START, \"\")/" tests/unit/csv.test.ts
run "a new ticket can be resolved" dataProvider/workflows.ts "s/resolve: { from: \['active'\], to: 'resolved' }/resolve: { from: ['active', 'new'], to: 'resolved' }/" tests/unit/workflows.test.ts tests/contract/careAreas.test.ts
run "the week starts on Sunday" dataProvider/weeks.ts 's/getUTCDay() + 1) % 7/getUTCDay() + 0) % 7/' tests/unit/weeks.test.ts
run "a shift may end when it starts" dataProvider/shiftRules.ts 's/isShiftTime(end) \&\& start !== end;/isShiftTime(end);/' tests/unit/shifts.test.ts
run "tickets list oldest first" resources/customerCare/listDefaults.ts "s/sort: { field: 'createdAt', order: 'DESC' }/sort: { field: 'createdAt', order: 'ASC' }/" tests/unit/preloadScreen.test.ts tests/integration/customerCare.test.tsx
run "a form's incomplete message reworded" i18n/en.ts "s/invalid_form: 'You should complete data'/invalid_form: 'Please complete the data'/" tests/integration/promoCodesForm.test.tsx
