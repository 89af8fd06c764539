RESULT: {1 + I, -1 - I, 1 + I/2 - sqrt(1 - I/2), 1 - I/2 - sqrt(1 - I/2)}
CONFIDENCE: 100
