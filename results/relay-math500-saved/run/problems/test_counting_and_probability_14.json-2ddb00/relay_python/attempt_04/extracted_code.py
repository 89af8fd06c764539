import random

def run_votes():
    candidates = ['Dan', 'Donald', 'Freddie', 'Bernie']
    votes = {'Dan': 0, 'Donald': 0, 'Freddie': 0, 'Bernie': 0}
    
    for candidate in candidates:
        votes[candidate] += random.randint(0, 1)
        
    return votes

def is_both_voted(votes):
    return all(vote >= 1 for vote in votes.values())

votes = run_votes()
if is_both_voted(votes):
    print("RESULT: Both Dan and Freddie win")
else:
    print("RESULT: Not both candidates are voted for")
