Real roots: [0.25 + 1.224744871391589 + 0.0]
Verification results: [True]
RESULT: 10
