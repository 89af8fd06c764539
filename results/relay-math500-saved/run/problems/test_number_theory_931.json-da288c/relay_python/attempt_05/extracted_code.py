for age in range(70, 65, -1):
    if (age % 2 == 1 and age % 3 == 1 and age % 4 == 1 and age % 6 == 1) and (age % 7 == 0):
        RESULT: age
        CONFIDENCE: 100
        break
